/** Where to go after signing in: the `redirect` search param when it is a path on this site, else /app. */
export function afterSignInPath(
  redirect: unknown,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//')) return '/app'
  try {
    const url = new URL(redirect, origin)
    if (url.origin !== origin) return '/app'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/app'
  }
}
