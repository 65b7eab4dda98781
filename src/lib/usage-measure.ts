import type { UsageResponse } from '../../shared/contract'

export type UsageMeasure = {
  /** "Free plan", "Starter plan". */
  planName: string
  used: number
  /** The quota that applies: total on the free plan, monthly on a paid plan; null when none is given. */
  limit: number | null
  /** 0 to 100, for the progress bar. */
  percent: number
  /** Nothing left: the next Generate answers 403 until the quota resets or the plan changes. */
  exhausted: boolean
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The numbers behind every usage panel; each panel words them its own way. */
export function measureUsage(usage: UsageResponse): UsageMeasure {
  const used = Math.max(0, usage.images_generated)
  const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
  const planName = `${capitalize(usage.plan || 'free')} plan`
  if (limit === null) return { planName, used, limit, percent: 0, exhausted: false }
  return {
    planName,
    used,
    limit,
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100,
    exhausted: used >= limit,
  }
}
