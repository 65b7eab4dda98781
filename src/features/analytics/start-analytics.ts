import { loadThirdPartyScript } from './third-party-script'
import { type TrackedRouter, trackPageViews } from './track-page-views'

/** At startup: first-party page views on every route change, and the third-party script if configured. */
export function startAnalytics(router: TrackedRouter): void {
  trackPageViews(router)
  void loadThirdPartyScript()
}
