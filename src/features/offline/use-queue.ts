import { useCallback, useEffect, useState } from 'react'
import { listQueue, onQueueChange } from './queue-store'
import type { QueuedGeneration } from './types'

/** This user's queued generations, read again whenever the queue changes or the tab comes back. */
export function useQueue(userId: string): QueuedGeneration[] {
  const [items, setItems] = useState<QueuedGeneration[]>([])
  const load = useCallback(() => {
    listQueue(userId).then(setItems, (err: unknown) => console.warn('Could not read the queue', err))
  }, [userId])
  useEffect(() => {
    load()
    const onVisible = () => document.visibilityState === 'visible' && load()
    document.addEventListener('visibilitychange', onVisible)
    const stop = onQueueChange(load)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [load])
  return items
}
