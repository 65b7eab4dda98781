// The browser's install offer (beforeinstallprompt, Chromium), caught as early as possible: it can
// fire before React has rendered anything.

export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    changed()
  })
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const canInstall = (): boolean => deferred !== null && !installed && !isStandalone()

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iPhone or iPad Safari, where installing is Share, then Add to Home Screen. */
export function isIosSafari(nav: Navigator = navigator): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(nav.userAgent)
  return ios && !otherBrowser
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  changed()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome === 'accepted'
}
