import { Workbox } from 'workbox-window'
import { whenIdle } from '../features/kiosk/idle'
import { isKioskOn, subscribeKiosk } from '../features/kiosk/kiosk-store'
import { applyUpdate, subscribeUpdate, updateWaiting } from '../features/updates/update-state'
import { watchUpdates } from '../features/updates/watch-updates'
import { isWorkInFlight } from '../lib/busy-work'

/**
 * Registers the service worker built from sw/sw.ts (production builds only: the dev server has none).
 * A new version waits: the 'New version available' prompt offers Reload; in kiosk mode it is applied
 * by itself once the tablet is idle (no page being made, nobody touching it for 2 minutes).
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const wb = new Workbox('/sw.js', { scope: '/' })
  watchUpdates(wb)
  applyWhenIdleInKiosk()
  wb.register().catch((err: unknown) => {
    console.warn('Colorly could not install its offline support:', err)
  })
  return wb
}

function applyWhenIdleInKiosk() {
  let stop: (() => void) | null = null
  const sync = () => {
    const wanted = isKioskOn() && updateWaiting()
    if (wanted && !stop) stop = whenIdle(isWorkInFlight, applyUpdate)
    if (!wanted && stop) {
      stop()
      stop = null
    }
  }
  subscribeUpdate(sync)
  subscribeKiosk(sync)
  sync()
}
