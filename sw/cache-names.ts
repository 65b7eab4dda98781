/** The free gallery's pages saved for offline (public/gallery.js writes, sw.ts reads). */
export const GALLERY_CACHE = 'colorly-gallery'

/** Runtime caches this version uses; anything else with our prefix is from an older version. */
export const CURRENT_RUNTIME_CACHES: string[] = [GALLERY_CACHE]

/**
 * Workbox's precache (`workbox-precache-v2-<scope>`) is cleaned by cleanupOutdatedCaches(); other caches
 * named `colorly-*` that this version does not use are deleted on activation. Caches of other origins'
 * code or of the browser are never touched.
 */
export function isOwnOutdatedCache(name: string): boolean {
  return name.startsWith('colorly-') && !CURRENT_RUNTIME_CACHES.includes(name)
}
