import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { seesPrerenderedPage } from './app/prerendered-state'
import { registerServiceWorker } from './app/register-sw'
import { keepScrollOnFirstRender, router } from './app/router'
import { startAnalytics } from './features/analytics/start-analytics'
import { listenForInstallPrompt } from './features/install/install-prompt'
import './styles.css'

// Before anything renders: the browser may offer installing at once.
listenForInstallPrompt()
// Every route change sends a page view; a third-party script loads only when configured.
startAnalytics(router)
// The first route resolves before React mounts, so the router does not load it from a layout effect,
// which would re-render the whole page synchronously.
const loaded = router.load()

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// Either way as a transition: the work yields to the browser every few milliseconds instead of holding
// the main thread in one long task (on a slow phone, Lighthouse's blocking time).
const render = () => startTransition(() => createRoot(root).render(app))
if (root.firstElementChild) keepScrollOnFirstRender()
if (root.firstElementChild && seesPrerenderedPage()) {
  // A public page arrives prerendered (src/prerender/). React adopts its markup once the route's code
  // is in, and replays a tap made meanwhile. The router renders as it did on the server (no Suspense
  // boundary at its root): that is what its `ssr` field tells it.
  router.ssr = { manifest: undefined }
  loaded.then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => {
      // The route's code did not arrive: the router shows its error in a fresh render.
      router.ssr = undefined
      render()
    },
  )
} else {
  // The app shell, or a visitor whose page differs from the prerendered one (signed in, trial used):
  // rendered afresh, replacing any prerendered markup.
  render()
}
registerServiceWorker()
