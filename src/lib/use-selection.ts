import { useCallback, useMemo, useState } from 'react'

/** Select mode of a list of pages: which ids are picked, in the order they were picked. */
export function useSelection(ids: string[]) {
  const [selecting, setSelecting] = useState(false)
  const [picked, setPicked] = useState<string[]>([])
  // A page deleted meanwhile drops out of the pick.
  const present = useMemo(() => picked.filter((id) => ids.includes(id)), [picked, ids])
  const toggle = useCallback(
    (id: string) => setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id])),
    [],
  )
  return {
    selecting,
    picked: present,
    isPicked: (id: string) => present.includes(id),
    toggle,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false)
      setPicked([])
    },
    selectAll: () =>
      setPicked((now) => [...now.filter((id) => ids.includes(id)), ...ids.filter((id) => !now.includes(id))]),
    clear: () => setPicked([]),
  }
}

export type Selection = ReturnType<typeof useSelection>
