import type { Workbox } from 'workbox-window'
import { setWaiting } from './update-state'

const CHECK_EVERY_MS = 60 * 60 * 1000

/**
 * Follows the service worker's updates: a new version that installed and waits is announced (the
 * prompt shows); checks run hourly and when the app becomes visible, never while offline.
 */
export function watchUpdates(wb: Workbox): () => void {
  const onWaiting = () => setWaiting(wb, true)
  wb.addEventListener('waiting', onWaiting)

  const check = () => {
    if (navigator.onLine === false) return
    wb.update().catch(() => {
      // The server could not be reached: the next check will do.
    })
  }
  const timer = setInterval(check, CHECK_EVERY_MS)
  const onVisible = () => document.visibilityState === 'visible' && check()
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    wb.removeEventListener('waiting', onWaiting)
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
