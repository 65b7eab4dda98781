import { expect, type Page, type Request, test } from '@playwright/test'
import { policyAsConfigured } from './csp-support'

const isPageView = (r: Request) => r.url().endsWith('/api/analytics/pageview/') && r.method() === 'POST'

function pageViewFor(page: Page, path: string) {
  return page.waitForRequest(
    (r) => isPageView(r) && (r.postDataJSON() as { path: string } | null)?.path === path,
  )
}

// Chromium shows a beacon's body to the test only when the request passes through a route.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/analytics/pageview/', (route) => route.continue())
})

test('every route change sends a page view: path, previous page as referrer, anonymous session id', async ({
  page,
  baseURL,
}) => {
  const first = pageViewFor(page, '/')
  await page.goto('/')
  const home = (await first).postDataJSON() as { path: string; referrer: string; visitor_id: string }
  // Sent with navigator.sendBeacon, which Chromium reports as a "ping".
  expect((await first).resourceType()).toBe('ping')
  expect(home.referrer).toBe('')
  expect(home.visitor_id).toMatch(/^[0-9a-f]{24}$/)
  expect((await (await first).response())?.status()).toBe(204)

  const terms = pageViewFor(page, '/terms')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  const view = (await terms).postDataJSON()
  expect(view).toEqual({ path: '/terms', referrer: `${baseURL}/`, visitor_id: home.visitor_id })

  const pricing = pageViewFor(page, '/pricing')
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click()
  expect((await pricing).postDataJSON().referrer).toBe(`${baseURL}/terms`)

  // A reset link's token never leaves the browser: the route's pattern is sent instead.
  const reset = pageViewFor(page, '/reset-password/$uid/$token')
  await page.goto('/reset-password/some-user/secret-token-123')
  expect(JSON.stringify((await reset).postDataJSON())).not.toContain('secret-token-123')
})

test('a page view arriving from another site carries that site without its query', async ({ page }) => {
  const view = pageViewFor(page, '/license')
  await page.goto('/license', { referer: 'https://search.example.com/results?q=coloring+pages' })
  expect((await view).postDataJSON().referrer).toBe('https://search.example.com/results')
})

test('no third-party analytics script is loaded unless the server names one', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(300)
  await expect(page.locator('script[data-analytics]')).toHaveCount(0)
})

test('when the server names an analytics script, it is added once, async', async ({ page }) => {
  await policyAsConfigured(page, { analyticsScriptUrl: 'https://stats.example.com/script.js' })
  await page.route('**/api/config/', (route) =>
    route.fulfill({
      json: { googleClientId: null, analyticsScriptUrl: 'https://stats.example.com/script.js' },
    }),
  )
  await page.route('https://stats.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__statsLoaded = true' }),
  )
  await page.goto('/')
  const script = page.locator('script[data-analytics]')
  await expect(script).toHaveCount(1)
  await expect(script).toHaveAttribute('src', 'https://stats.example.com/script.js')
  expect(await script.evaluate((s: HTMLScriptElement) => s.async)).toBe(true)
  await expect
    .poll(() => page.evaluate(() => (window as { __statsLoaded?: boolean }).__statsLoaded))
    .toBe(true)
})
