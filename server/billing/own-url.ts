import { badRequest } from '../http/errors'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A redirect target on our own site: a path like /account, or an absolute URL on PUBLIC_URL's
 * origin. Anything else (another site, //host, /\host, javascript:) answers 400, so checkout and
 * the billing portal can never be used as an open redirect. Returns the absolute URL.
 *
 * When PUBLIC_URL is itself a loopback address (the default, http://localhost:8080), the other
 * loopback names of the same port are ours too: someone who opened http://127.0.0.1:8080 can pay.
 */
export function ownUrl(publicUrl: string, value: string, field: string): string {
  const base = new URL(publicUrl)
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    throw badRequest(`${field} must be a page of this site.`)
  }
  if (!sameSite(url, base) || url.username || url.password) {
    throw badRequest(`${field} must be a page of this site (${base.origin}).`)
  }
  return url.href
}

function sameSite(url: URL, base: URL): boolean {
  if (url.origin === base.origin) return true
  return (
    LOOPBACK.has(base.hostname) &&
    LOOPBACK.has(url.hostname) &&
    url.protocol === base.protocol &&
    url.port === base.port
  )
}
