import type { Paper } from './sheet-layout'

/** Letter where it is the usual paper (the US, Canada, Mexico, the Philippines, Chile, Colombia), else A4. */
export function defaultPaper(
  locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language,
): Paper {
  const region = locale.split(/[-_]/)[1]?.toUpperCase()
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO'].includes(region ?? 'US') ? 'letter' : 'a4'
}
