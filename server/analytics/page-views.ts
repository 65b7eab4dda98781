import type { PageViewBody } from '../../shared/contract'
import type { Db } from '../db/client'
import { pageViews } from '../db/schema'

/** The path without its query or fragment: those can carry search terms, tokens or e-mail addresses. */
export function bareUrlPath(path: string): string {
  return path.replace(/[?#].*$/s, '') || '/'
}

/** Where the visitor came from, as origin and path only; nothing when there is no referrer. */
export function bareReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null
  const url = new URL(referrer)
  return `${url.origin}${url.pathname}`
}

/**
 * Records one page view: the page, where the visitor came from and the browser's anonymous visitor id.
 * Nothing personal is kept: no address, no account, no user agent.
 */
export async function recordPageView(db: Db, view: PageViewBody, now: Date): Promise<void> {
  await db.insert(pageViews).values({
    path: bareUrlPath(view.path),
    referrer: bareReferrer(view.referrer),
    visitorId: view.visitor_id ?? null,
    createdAt: now,
  })
}
