import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/register-sw'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks the #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
registerServiceWorker()
