import { fetchAnalyticsConfig } from './api'

/** Adds the operator's analytics script (ANALYTICS_SCRIPT_URL on the server) once, only when one is set. */
export async function loadThirdPartyScript(): Promise<void> {
  let url: string | null | undefined
  try {
    url = (await fetchAnalyticsConfig()).analyticsScriptUrl
  } catch {
    return
  }
  if (!url || document.querySelector(`script[data-analytics]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = url
  script.dataset.analytics = 'third-party'
  document.head.append(script)
}
