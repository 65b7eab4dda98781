// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { bareReferrer, pageViewPath } from './page-view-path'
import type { PageView } from './send-page-view'
import { type TrackedRouter, trackPageViews } from './track-page-views'

type Listener = Parameters<TrackedRouter['subscribe']>[1]

function fakeRouter() {
  let listener: Listener = () => {}
  const router: TrackedRouter & { resolve: (to: string, from?: string, matchPath?: string) => void } = {
    state: { matches: [] },
    subscribe: (_type, fn) => {
      listener = fn
      return () => {}
    },
    resolve(to, from, matchPath) {
      const loc = (href: string) => {
        const url = new URL(href, 'http://colorly.test')
        return {
          pathname: url.pathname,
          searchStr: url.search,
          href: `${url.pathname}${url.search}${url.hash}`,
        }
      }
      router.state.matches = [
        { routeId: '__root__', fullPath: '/' },
        { routeId: matchPath ?? to, fullPath: matchPath ?? loc(to).pathname },
      ]
      const toLocation = loc(to)
      const fromLocation = from === undefined ? undefined : loc(from)
      listener({ toLocation, fromLocation, hrefChanged: fromLocation?.href !== toLocation.href })
    },
  }
  return router
}

describe('page views', () => {
  it('one view on the first load and one per route change, the previous page as referrer', () => {
    const sent: PageView[] = []
    const router = fakeRouter()
    trackPageViews(router, (v) => sent.push(v))
    router.resolve('/')
    router.resolve('/terms', '/')
    router.resolve('/login?register=true', '/terms')
    expect(sent.map((v) => [v.path, v.referrer])).toEqual([
      ['/', ''],
      ['/terms', `${location.origin}/`],
      ['/login', `${location.origin}/terms`],
    ])
    expect(new Set(sent.map((v) => v.visitor_id)).size).toBe(1)
  })

  it('a reload of the same page data or a change of fragment alone is not a new view', () => {
    const sent: PageView[] = []
    const router = fakeRouter()
    trackPageViews(router, (v) => sent.push(v))
    router.resolve('/license')
    router.resolve('/license', '/license')
    router.resolve('/license#credits', '/license')
    expect(sent).toHaveLength(1)
  })

  it('a route with parameters is recorded by its pattern, so a reset token never leaves the browser', () => {
    expect(
      pageViewPath('/reset-password/u1/secret', [
        { routeId: '/reset-password/$uid/$token', fullPath: '/reset-password/$uid/$token' },
      ]),
    ).toBe('/reset-password/$uid/$token')
    expect(pageViewPath('/pricing', [{ routeId: '/pricing', fullPath: '/pricing' }])).toBe('/pricing')
  })

  it('referrers keep only origin and path, and only for web addresses', () => {
    expect(bareReferrer('https://a.example/x/y?q=secret#f')).toBe('https://a.example/x/y')
    expect(bareReferrer('')).toBe('')
    expect(bareReferrer('android-app://com.example')).toBe('')
    expect(bareReferrer('not a url')).toBe('')
  })
})
