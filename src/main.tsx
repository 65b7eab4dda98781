import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/register-sw'
import { listenForInstallPrompt } from './features/install/install-prompt'
import './styles.css'

// Before anything renders: the browser may offer installing at once.
listenForInstallPrompt()

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
registerServiceWorker()
