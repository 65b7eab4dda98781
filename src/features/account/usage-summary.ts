import { formatNumber } from '../../lib/format-number'
import { measureUsage, type UsageMeasure } from '../../lib/usage-measure'
import type { Usage } from './types'

export type UsageSummary = UsageMeasure & {
  /** "Free plan: 3 of 10 pages used", "Starter plan: 12 of 100 pages used this month". */
  text: string
}

/** How the account page words the usage numbers. */
export function summarizeUsage(usage: Usage): UsageSummary {
  const measure = measureUsage(usage)
  const { planName, used, limit } = measure
  const period = usage.is_free_plan ? '' : ' this month'
  const text =
    limit === null
      ? `${planName}: ${formatNumber(used)} ${used === 1 ? 'page' : 'pages'} made${period}`
      : `${planName}: ${formatNumber(used)} of ${formatNumber(limit)} pages used${period}`
  return { ...measure, text }
}
