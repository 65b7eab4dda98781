/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { apiDenylist } from './api-paths'

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

// The app shell: every file of the build, injected at build time by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Client-side routes open offline from the precached shell. /api/ is never answered here:
// those navigations (and every other /api/ request) always go to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: apiDenylist,
  }),
)

// No skipWaiting(): a new version waits until every tab of the old one is closed
// (an update prompt will offer to switch sooner).
