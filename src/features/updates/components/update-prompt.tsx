import { useSyncExternalStore } from 'react'
import { applyUpdate, subscribeUpdate, updateWaiting } from '../update-state'
import './update-prompt.css'

/** 'New version available' with Reload, once a new service worker waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false)
  if (!waiting) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>New version available</p>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  )
}
