import { bareReferrer, pageViewPath } from './page-view-path'
import { type PageView, sendPageView } from './send-page-view'
import { sessionVisitorId } from './session-visitor-id'

type Location = { pathname: string; searchStr: string; href: string }
type Resolved = { fromLocation?: Location; toLocation: Location; hrefChanged: boolean }

/** The part of TanStack Router used here. */
export type TrackedRouter = {
  subscribe: (type: 'onResolved', fn: (event: Resolved) => void) => () => void
  state: { matches: { routeId: string; fullPath: string }[] }
}

/**
 * One page view for every route change, first load included: the page, where the visitor
 * came from (the other site on arrival, then the previous page) and the session's anonymous id.
 * A change of the fragment alone, or a reload of the same data, is not a new page.
 */
export function trackPageViews(router: TrackedRouter, send: (view: PageView) => void = sendPageView) {
  let previous: string | null = null
  return router.subscribe('onResolved', (event) => {
    const to = event.toLocation
    const from = event.fromLocation
    if (from && (!event.hrefChanged || (from.pathname === to.pathname && from.searchStr === to.searchStr))) {
      return
    }
    send({
      path: pageViewPath(to.pathname, router.state.matches),
      referrer: previous ?? bareReferrer(document.referrer),
      visitor_id: sessionVisitorId(),
    })
    previous = `${location.origin}${pageViewPath(to.pathname, router.state.matches)}`
  })
}
