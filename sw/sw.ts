/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { apiDenylist } from './api-paths'
import { GALLERY_CACHE, isOwnOutdatedCache } from './cache-names'

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

// The app shell: every file of the build (scripts and styles of every route, the legal pages
// included, icons, fonts, the landing page's sample pictures), injected at build time by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const GALLERY_PAGES = /^\/free-coloring-pages(?:[/?#]|$)/

// Client-side routes open offline from the precached shell. /api/ is never answered here:
// those navigations (and every other /api/ request) always go to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [...apiDenylist, GALLERY_PAGES],
  }),
)

// The free gallery is written by the server: from the network, and when that fails, from the pages
// saved for offline (public/gallery.js).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && GALLERY_PAGES.test(url.pathname) && request.method === 'GET',
  async ({ request }) => {
    try {
      return await fetch(request)
    } catch (err) {
      const saved = await caches.open(GALLERY_CACHE).then((cache) => cache.match(request))
      if (saved) return saved
      throw err
    }
  },
)

// The very first install takes charge of the open page at once, so it works offline without a reload.
// An update does not: it waits (no skipWaiting on install) until the page's "New version available"
// prompt asks for it, or every tab of the old version is closed.
clientsClaim()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Caches left behind by earlier versions of this worker (runtime caches we no longer use).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(isOwnOutdatedCache).map((name) => caches.delete(name)))),
  )
})
