import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, type Page, test } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

/** Waits until the service worker is active and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
}

test('the home page is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // Test contexts are incognito, where nothing is installable: use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-profile-'))
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await controlledByServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('the manifest names the app and starts it at /app', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.ok()).toBe(true)
  const manifest = await response.json()
  expect(manifest).toMatchObject({ name: 'Colorly', start_url: '/app', scope: '/', display: 'standalone' })
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src)
    expect(file.headers()['content-type']).toBe(icon.type)
  }
})

test('the manifest shows real screenshots for the install dialog: wide 1280x800 and narrow 750x1334', async ({
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[]
  expect(screenshots.map((s) => `${s.form_factor} ${s.sizes}`).sort()).toEqual([
    'narrow 750x1334',
    'narrow 750x1334',
    'wide 1280x800',
    'wide 1280x800',
  ])
  for (const shot of screenshots) {
    const file = await request.get(shot.src)
    expect(file.headers()['content-type']).toBe('image/png')
    const png = await file.body()
    const [width, height] = shot.sizes.split('x').map(Number)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height])
    expect(png.length).toBeLessThan(200_000)
  }
})

test('the service worker never answers /api/: an unknown API address gets the server’s JSON 404', async ({
  page,
}) => {
  await controlledByServiceWorker(page)
  const response = await page.goto('/api/no-such-endpoint/')
  expect(response?.status()).toBe(404)
  expect(response?.fromServiceWorker()).toBe(false)
  expect(response?.headers()['content-type']).toContain('application/json')
  expect(await response?.json()).toEqual({ error: expect.stringContaining('No API route') })

  // The same from a fetch inside the controlled page.
  const fromPage = await page.evaluate(async () => {
    const r = await fetch('/api/still-not-here/')
    return { status: r.status, body: await r.json() }
  })
  expect(fromPage.status).toBe(404)
  expect(fromPage.body.error).toBeTruthy()
})

test('once installed, the app shell opens offline', async ({ page, context }) => {
  await controlledByServiceWorker(page)
  await context.setOffline(true)
  const response = await page.goto('/pricing')
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  await context.setOffline(false)
})
