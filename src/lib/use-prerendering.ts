import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while the page is prerendered at build time (src/prerender/), false in the browser. The browser
 * replaces the prerendered markup once its script has run, so what a visitor types there would be lost:
 * fields show read-only until then.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}
