import type { Usage } from './types'

export type UsageSummary = {
  /** "3 of 10 free pages used", "12 of 100 this month". */
  text: string
  /** "Free plan", "Hobbyist plan". */
  planName: string
  used: number
  /** The quota that applies (total on the free plan, monthly on paid plans); null when unlimited. */
  limit: number | null
  /** 0 to 100, for the progress bar. */
  percent: number
  /** Nothing left: the next Generate answers 403. */
  exhausted: boolean
}

/** How the usage panel words the server's usage numbers. */
export function summarizeUsage(usage: Usage): UsageSummary {
  const used = Math.max(0, usage.images_generated)
  const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
  const planName = `${capitalize(usage.plan) || 'Free'} plan`
  if (limit === null) {
    return {
      text: `${used} ${used === 1 ? 'page' : 'pages'} ${usage.is_free_plan ? 'made' : 'this month'}`,
      planName,
      used,
      limit,
      percent: 0,
      exhausted: false,
    }
  }
  return {
    text: usage.is_free_plan ? `${used} of ${limit} free pages used` : `${used} of ${limit} this month`,
    planName,
    used,
    limit,
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100,
    exhausted: used >= limit,
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
