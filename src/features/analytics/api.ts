import { api } from '../../lib/api'

export type AnalyticsConfig = { analyticsScriptUrl?: string | null }

export function fetchAnalyticsConfig(): Promise<AnalyticsConfig> {
  return api<AnalyticsConfig>('/api/config/', { retry: 0 })
}
