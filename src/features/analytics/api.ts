import type { PublicConfigResponse } from '../../../shared/contract'
import { api } from '../../lib/api'

export type AnalyticsConfig = Pick<PublicConfigResponse, 'analyticsScriptUrl'>

export function fetchAnalyticsConfig(): Promise<AnalyticsConfig> {
  return api<PublicConfigResponse>('/api/config/', { retry: 0 })
}
