import { expect, test } from '@playwright/test'
import { recordPolicyViolations } from './csp-support'
import { cardFor, generateButton, promptBox, signInOnApp } from './generator-support'
import { withGoogleConfigured } from './google-stand-in'
import { trial } from './landing-support'
import { waitForServiceWorker } from './pwa-support'

// The app works under its Content-Security-Policy: every page below is used as a person would, and
// the browser reports no violation at all (a blocked script, style, frame, font or image would).

test('the landing page and its free trial work with no policy violation', async ({ page }) => {
  test.slow()
  const violations = await recordPolicyViolations(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The inline stylesheet applied (its hash is allowed): the heading has the app's rounded type, not
  // the browser's default serif.
  const font = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)
  expect(font).toMatch(/rounded|Fredoka/i)

  const widget = trial(page)
  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a friendly dragon')
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  const image = widget.getByRole('img', { name: 'Your coloring page: a friendly dragon' })
  await expect(image).toBeVisible({ timeout: 30_000 })
  // The page arrives as a data: URL, which img-src allows.
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000)
  expect(await violations()).toEqual([])
})

test('/pricing and the legal pages work with no policy violation', async ({ page }) => {
  const violations = await recordPolicyViolations(page)
  for (const path of ['/pricing', '/terms', '/free-coloring-pages']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(await violations()).toEqual([])
})

test('/login with the Google button, then /app after sign-in: make a page, no policy violation', async ({
  page,
}) => {
  test.slow()
  const violations = await recordPolicyViolations(page)
  await withGoogleConfigured(page)
  await page.goto('/login')
  await expect(page.getByText('Or continue with')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in with Google (test)' })).toBeVisible()
  await page.unrouteAll({ behavior: 'wait' })

  await signInOnApp(page, 'csp')
  await promptBox(page).fill('a turtle on the beach')
  await generateButton(page).click()
  await expect(cardFor(page, 'a turtle on the beach')).toBeVisible({ timeout: 30_000 })
  await expect(cardFor(page, 'a turtle on the beach').getByRole('img')).toHaveJSProperty('complete', true)
  expect(await violations()).toEqual([])
})

test('offline, the pages the service worker serves work under the policy too', async ({ page, context }) => {
  test.slow()
  const violations = await recordPolicyViolations(page)
  await signInOnApp(page, 'csp-offline')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  try {
    for (const path of ['/', '/terms', '/app']) {
      const response = await page.goto(path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  } finally {
    await context.setOffline(false)
  }
  expect(await violations()).toEqual([])
})

test('a script injected into the page is refused by the browser', async ({ page }) => {
  const violations = await recordPolicyViolations(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean }
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    const img = document.createElement('img')
    img.setAttribute('onerror', 'window.__injected = true')
    img.src = 'data:,'
    document.body.append(img)
    await new Promise((r) => setTimeout(r, 200))
    return w.__injected === true
  })
  expect(ran).toBe(false)
  expect((await violations()).some((v) => v.includes('script-src'))).toBe(true)
})
