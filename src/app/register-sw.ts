import { Workbox } from 'workbox-window'

/**
 * Registers the service worker built from sw/sw.ts (production builds only: the dev server has none).
 * The worker does not skip waiting, so an update applies once every Colorly tab is closed.
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.register().catch((err: unknown) => {
    console.warn('Colorly could not install its offline support:', err)
  })
  return wb
}
