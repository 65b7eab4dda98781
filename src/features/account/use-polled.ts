import { useCallback, useEffect, useRef, useState } from 'react'

export type Polled<T> = {
  data: T | null
  /** The last attempt failed (the last good answer, if any, stays in `data`). */
  failed: boolean
  reload: () => void
}

/**
 * Loads `load()` now, then every `intervalMs` while the tab is visible (0: never on a timer), and
 * again whenever the tab comes back into view. An older answer never overwrites a newer one.
 */
export function usePolled<T>(load: () => Promise<T>, intervalMs: number, what: string): Polled<T> {
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)

  const reload = useCallback(() => {
    const request = ++latest.current
    load().then(
      (next) => {
        if (request !== latest.current) return
        setData(next)
        setFailed(false)
      },
      (err) => {
        if (request !== latest.current) return
        console.error(`Could not load ${what}`, err)
        setFailed(true)
      },
    )
  }, [load, what])

  useEffect(() => {
    reload()
    const visible = () => document.visibilityState === 'visible'
    const timer = intervalMs > 0 ? setInterval(() => visible() && reload(), intervalMs) : undefined
    const onBack = () => visible() && reload()
    document.addEventListener('visibilitychange', onBack)
    window.addEventListener('pageshow', onBack)
    return () => {
      clearInterval(timer)
      latest.current++
      document.removeEventListener('visibilitychange', onBack)
      window.removeEventListener('pageshow', onBack)
    }
  }, [reload, intervalMs])

  return { data, failed, reload }
}
