const KEY = 'colorly.pageviews'
let fallback: string | null = null

/**
 * The anonymous id sent with page views: random, kept in sessionStorage, so it counts visits without
 * following anyone from one visit to the next. It is not the trial's visitor id and never an account id.
 */
export function sessionVisitorId(): string {
  try {
    const existing = sessionStorage.getItem(KEY)
    if (existing) return existing
    const id = randomId()
    sessionStorage.setItem(KEY, id)
    return id
  } catch {
    fallback ??= randomId()
    return fallback
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
