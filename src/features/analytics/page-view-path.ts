type Match = { routeId: string; fullPath: string }

/**
 * The path recorded for a page: the route's pattern when it has parameters (so a reset link's token is
 * never sent), else the address's path. Never the query or the fragment.
 */
export function pageViewPath(pathname: string, matches: Match[]): string {
  const route = matches[matches.length - 1]
  if (route?.fullPath.includes('$')) return route.fullPath
  return pathname
}

/** An address reduced to origin and path; empty when there is none or it is not a web address. */
export function bareReferrer(url: string): string {
  if (!url) return ''
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) ? `${parsed.origin}${parsed.pathname}` : ''
  } catch {
    return ''
  }
}
