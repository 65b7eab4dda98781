import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './pwa-support'

// The free gallery signed out: found by search, downloaded, colored on screen, and saved for offline
// on a classroom tablet.

test('a parent searches, opens a page and downloads its PDF without an account', async ({ page }) => {
  await page.goto('/free-coloring-pages')
  await expect(page.getByRole('heading', { name: 'Free Coloring Pages', level: 1 })).toBeVisible()
  await page.getByLabel('Search free coloring pages').fill('dinosaur coloring page')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\?q=dinosaur/)
  await page
    .getByRole('link', { name: /^Dinosaur Easy$/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Dinosaur coloring page', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Dinosaur: a black-and-white coloring page' })).toHaveJSProperty(
    'complete',
    true,
  )
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe('dinosaur-coloring-page.pdf')
})

test('a teacher finds the Thanksgiving shelf and saves pages for offline use', async ({ page, context }) => {
  test.slow()
  await page.goto('/')
  await waitForServiceWorker(page)
  const pages = [
    '/free-coloring-pages/thanksgiving/thanksgiving-turkey',
    '/free-coloring-pages/thanksgiving/pumpkin-pie',
  ]
  for (const path of pages) {
    await page.goto(path)
    await page.getByRole('button', { name: 'Save for offline' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Saved on this device: this page and its PDF open without a connection.',
    )
  }
  await context.setOffline(true)
  try {
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('coloring page')
      await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible()
    }
    // A page not saved is not there offline.
    const missing = await page.goto('/free-coloring-pages/thanksgiving/corn-and-pumpkins').catch(() => null)
    expect(missing?.ok() ?? false).toBe(false)
  } finally {
    await context.setOffline(false)
  }
})

test('Color on screen works signed out', async ({ page }) => {
  await page.goto('/free-coloring-pages/pets/cat')
  await page.getByRole('link', { name: 'Color on screen' }).click()
  await expect(page).toHaveURL(/\/color\/free\/pets\/cat$/)
  await expect(page.getByRole('radio', { name: 'Red', exact: true })).toBeVisible({ timeout: 20_000 })
})

test('the landing page shows the page of the day and links into the gallery', async ({ page }) => {
  await page.goto('/')
  const shelf = page.getByRole('region', { name: 'Free coloring pages, ready to print' })
  await shelf.scrollIntoViewIfNeeded()
  await expect(shelf.getByRole('heading', { name: 'Page of the day' })).toBeVisible()
  const first = shelf.getByRole('link').first()
  await expect(first).toHaveAttribute('href', /^\/free-coloring-pages\//)
})

test('the gallery has its own title, description, canonical address and Open Graph tags', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Free Coloring Pages', exact: true }).click()
  await expect(page).toHaveTitle('Free Coloring Pages · Colorly')
  const meta = (selector: string) =>
    page.locator(`head ${selector}`).evaluate((el) => el.getAttribute('content') ?? el.getAttribute('href'))
  expect(await meta('meta[property="og:title"]')).toBe('Free Coloring Pages · Colorly')
  expect(await meta('link[rel="canonical"]')).toBe(`${baseURL}/free-coloring-pages`)
  expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'))
})
