import { formatNumber } from '../../lib/format-number'
import type { Usage } from './types'

export type UsageSummary = {
  /** "Free plan", "Starter plan". */
  planName: string
  /** "Free plan: 3 of 10 pages used", "Starter plan: 12 of 100 pages used this month". */
  text: string
  used: number
  /** The quota that applies: total on the free plan, monthly on a paid plan; null when none is given. */
  limit: number | null
  /** 0 to 100, for the progress bar. */
  percent: number
  /** Nothing left to create until the quota resets or the plan changes. */
  exhausted: boolean
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** How the account page words the usage numbers. */
export function summarizeUsage(usage: Usage): UsageSummary {
  const used = Math.max(0, usage.images_generated)
  const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
  const planName = `${capitalize(usage.plan || 'free')} plan`
  const period = usage.is_free_plan ? '' : ' this month'
  if (limit === null) {
    return {
      planName,
      text: `${planName}: ${formatNumber(used)} ${used === 1 ? 'page' : 'pages'} made${period}`,
      used,
      limit,
      percent: 0,
      exhausted: false,
    }
  }
  return {
    planName,
    text: `${planName}: ${formatNumber(used)} of ${formatNumber(limit)} pages used${period}`,
    used,
    limit,
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100,
    exhausted: used >= limit,
  }
}
