import type { Workbox } from 'workbox-window'

// The waiting service worker, outside React: register-sw hands over its Workbox, the prompt reads it.

type Listener = () => void
let workbox: Workbox | null = null
let waiting = false
const listeners = new Set<Listener>()

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const updateWaiting = (): boolean => waiting

export function setWaiting(wb: Workbox | null, value: boolean): void {
  workbox = wb
  waiting = value
  for (const listener of listeners) listener()
}

let applying = false

/** Tells the waiting worker to take over, and reloads once it controls the page. */
export function applyUpdate(): void {
  const wb = workbox
  if (!wb || applying) return
  applying = true
  wb.addEventListener('controlling', () => window.location.reload())
  wb.messageSkipWaiting()
}
