import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { pageViews } from '../../server/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAGEVIEWS_PER_MINUTE: '5' })
})
afterAll(() => t.close())

// Each test comes from its own address, so the per-address limit only bites where it is tested.
let ipCounter = 0
let ip = ''
beforeEach(async () => {
  ip = `198.51.100.${++ipCounter}`
  await t.db.delete(pageViews)
})

const pageView = (payload: unknown, from = ip, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/pageview/',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: from,
  })

const rows = () => t.db.select().from(pageViews)

describe('page views', () => {
  it('a page view answers 204 and stores the path, the referrer and the anonymous visitor id', async () => {
    const res = await pageView({
      path: '/pricing',
      referrer: 'https://www.example.org/blog/coloring',
      visitor_id: 'v-1234abcd',
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const [row] = await rows()
    expect(row).toMatchObject({
      path: '/pricing',
      referrer: 'https://www.example.org/blog/coloring',
      visitorId: 'v-1234abcd',
    })
    expect(row.createdAt).toBeInstanceOf(Date)
  })

  it('keeps nothing personal: no address, no query strings, only the columns of an anonymous event', async () => {
    await pageView({
      path: '/login?redirect=/pricing&email=ann@example.com#top',
      referrer: 'https://search.example.com/search?q=ann%40example.com&utm_source=x#frag',
      visitor_id: 'visitor_5678efgh',
    })
    const [row] = await rows()
    expect(row.path).toBe('/login')
    expect(row.referrer).toBe('https://search.example.com/search')
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'path', 'referrer', 'visitorId'])
    expect(JSON.stringify(row)).not.toContain(ip)
    expect(JSON.stringify(row)).not.toContain('ann')
  })

  it('a visit without a referrer or visitor id is still counted, with nulls', async () => {
    expect((await pageView({ path: '/', referrer: '' })).statusCode).toBe(204)
    expect((await pageView({ path: '/terms', referrer: null, visitor_id: null })).statusCode).toBe(204)
    const stored = (await rows()).map((r) => [r.path, r.referrer, r.visitorId]).sort()
    expect(stored).toEqual([
      ['/', null, null],
      ['/terms', null, null],
    ])
  })

  it('accepts the JSON sent as text/plain, as navigator.sendBeacon may send it', async () => {
    const res = await pageView('{"path":"/license","referrer":""}', ip, 'text/plain;charset=UTF-8')
    expect(res.statusCode).toBe(204)
    expect((await rows()).map((r) => r.path)).toEqual(['/license'])
  })

  it.each([
    ['no path', { referrer: '' }, /path/],
    ['a path not starting with /', { path: 'pricing' }, /path must start with '\/'/],
    ['an address on another host as path', { path: '//evil.example/x' }, /path must start with '\/'/],
    ['a path over 512 characters', { path: `/${'a'.repeat(512)}` }, /at most 512/],
    ['a path with control characters', { path: '/a\nb' }, /control characters/],
    ['a path that is not text', { path: 42 }, /path/],
    ['a referrer that is not a web address', { path: '/', referrer: 'javascript:alert(1)' }, /referrer/],
    [
      'a referrer over 2048 characters',
      { path: '/', referrer: `https://a.example/${'b'.repeat(2048)}` },
      /2048/,
    ],
    ['a malformed visitor id', { path: '/', visitor_id: '<script>' }, /visitor_id/],
    ['a visitor id too short', { path: '/', visitor_id: 'abc' }, /visitor_id/],
  ])('%s answers 400 with a message and stores nothing', async (_label, payload, message) => {
    const res = await pageView(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(message)
    expect(await rows()).toHaveLength(0)
  })

  it('a body that is not JSON answers 400', async () => {
    const res = await pageView('path=/pricing', ip, 'text/plain')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBeTruthy()
    expect(await rows()).toHaveLength(0)
  })

  it('is rate limited per address: past the limit 429 with Retry-After, other addresses unaffected', async () => {
    for (let i = 0; i < 5; i++) expect((await pageView({ path: `/p${i}` })).statusCode).toBe(204)
    const over = await pageView({ path: '/too-many' })
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await pageView({ path: '/elsewhere' }, '203.0.113.200')).statusCode).toBe(204)
    expect((await rows()).map((r) => r.path)).not.toContain('/too-many')

    t.advance(61_000)
    expect((await pageView({ path: '/a-minute-later' })).statusCode).toBe(204)
  })
})

describe('third-party analytics script', () => {
  it('is not announced to the browser unless ANALYTICS_SCRIPT_URL is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' })
    expect(res.json()).not.toHaveProperty('analyticsScriptUrl')
  })

  it('when configured, /api/config/ tells the browser its address', async () => {
    const withScript = await createTestApp({ ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js' })
    try {
      const res = await withScript.app.inject({ method: 'GET', url: '/api/config/' })
      expect(res.json()).toMatchObject({ analyticsScriptUrl: 'https://stats.example.com/script.js' })
    } finally {
      await withScript.close()
    }
  }, 90_000)

  it('a script address that is not http(s) stops the server at boot', async () => {
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_SCRIPT_URL/)
  })
})
