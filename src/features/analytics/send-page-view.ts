import type { PageViewBody } from '../../../shared/contract'

/** The contract's page view with every field sent. */
export type PageView = { [K in keyof PageViewBody]-?: NonNullable<PageViewBody[K]> }

export const PAGE_VIEW_URL = '/api/analytics/pageview/'

/**
 * Sends one page view without holding up the page: navigator.sendBeacon, or fetch with keepalive where
 * the beacon is missing or refused. Failures are ignored; analytics never gets in the visitor's way.
 */
export function sendPageView(view: PageView): void {
  const body = JSON.stringify(view)
  try {
    if (navigator.sendBeacon?.(PAGE_VIEW_URL, new Blob([body], { type: 'application/json' }))) return
  } catch {
    // Some browsers refuse a JSON beacon; fall through to fetch.
  }
  void fetch(PAGE_VIEW_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {})
}
