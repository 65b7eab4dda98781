import { measureUsage, type UsageMeasure } from '../../lib/usage-measure'
import type { Usage } from './types'

export type UsageSummary = UsageMeasure & {
  /** "3 of 10 free pages used", "12 of 100 this month". */
  text: string
}

/** How the generator's usage panel words the server's usage numbers. */
export function summarizeUsage(usage: Usage): UsageSummary {
  const measure = measureUsage(usage)
  const { used, limit } = measure
  const free = usage.is_free_plan
  const text =
    limit === null
      ? `${used} ${used === 1 ? 'page' : 'pages'} ${free ? 'made' : 'this month'}`
      : free
        ? `${used} of ${limit} free pages used`
        : `${used} of ${limit} this month`
  return { ...measure, text }
}
