import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryPaths } from '../../server/gallery/catalog'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://colorly.example.com/' })
})
afterAll(() => t.close())

describe('search engines', () => {
  it('sitemap.xml lists every public page and every free gallery address on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs.slice(0, 6)).toEqual(
      ['/', '/pricing', '/terms', '/privacy', '/license', '/cancellation'].map(
        (p) => `https://colorly.example.com${p}`,
      ),
    )
    expect(locs.slice(6)).toEqual(galleryPaths().map((p) => `https://colorly.example.com${p}`))
    expect(locs).toContain(
      'https://colorly.example.com/free-coloring-pages/wild-animals/lion-wearing-a-crown',
    )
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  })

  it('robots.txt points at the sitemap and keeps crawlers out of the API, the app and one-time links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toContain('Sitemap: https://colorly.example.com/sitemap.xml')
    for (const path of ['/api/', '/app', '/account', '/login', '/reset-password/']) {
      expect(res.body).toContain(`Disallow: ${path}`)
    }
    expect(res.body).not.toMatch(/Disallow: \/\s*$/m)
  })
})
