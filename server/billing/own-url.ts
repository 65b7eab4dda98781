import { badRequest } from '../http/errors'

/**
 * A redirect target on our own site: a path like /account, or an absolute URL on PUBLIC_URL's
 * origin. Anything else (another site, //host, /\host, javascript:) answers 400, so checkout and
 * the billing portal can never be used as an open redirect. Returns the absolute URL.
 */
export function ownUrl(publicUrl: string, value: string, field: string): string {
  const base = new URL(publicUrl)
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    throw badRequest(`${field} must be a page of this site.`)
  }
  if (url.origin !== base.origin || url.username || url.password) {
    throw badRequest(`${field} must be a page of this site (${base.origin}).`)
  }
  return url.href
}
