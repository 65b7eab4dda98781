import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/register-sw'
import { router } from './app/router'
import { listenForInstallPrompt } from './features/install/install-prompt'
import './styles.css'

// Before anything renders: the browser may offer installing at once.
listenForInstallPrompt()

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
// The first route resolves before React mounts (in microtasks: the public pages need no network), so
// the router does not load it from a layout effect, which would re-render the whole page synchronously.
void router.load()
// As a transition the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task: on a slow phone the page answers taps sooner (Lighthouse's blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
registerServiceWorker()
