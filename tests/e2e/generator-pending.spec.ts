import { expect, type Page, test } from '@playwright/test'
import { cardFor, gallery, generateButton, promptBox, signInOnApp } from './generator-support'

// A page the server answers 202 (still being made by a worker: a slow image model) keeps its progress
// card until GET /api/images/:id/ says it is ready, then shows the page. The builtin engine here is quick,
// so the server's answers are held as pending for a while, the way a slow model would leave them.

/** Answers every page as pending (to reads of one page and of the list) until `release` is called. */
async function holdPending(page: Page): Promise<() => void> {
  let held = true
  await page.route(/\/api\/images\/([0-9a-f-]{36}\/)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    if (!held) return route.fulfill({ response })
    const body = await response.json()
    const pending = (p: object) => ({ ...p, status: 'pending' })
    const one = !route.request().url().endsWith('/api/images/')
    return route.fulfill({ response, json: one ? pending(body) : body.map(pending) })
  })
  return () => {
    held = false
  }
}

test('a page answered 202 shows its progress until it is ready, then the page', async ({ page }) => {
  await signInOnApp(page, 'pending')
  await page.route('**/api/images/generate/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, status: 202, json: { ...(await response.json()), status: 'pending' } })
  })
  const release = await holdPending(page)
  const polled = page.waitForRequest((r) => /\/api\/images\/[0-9a-f-]{36}\/$/.test(r.url()))

  await promptBox(page).fill('A turtle on a rock')
  await generateButton(page).click()
  const placeholder = gallery(page).getByRole('article', { name: 'New coloring page' })
  await expect(placeholder).toHaveAttribute('aria-busy', 'true')
  await expect(placeholder.getByText('Drawing your page…')).toBeVisible()
  // The 202 came and the app asks for the page: the progress stays while it is pending.
  await polled
  await expect(placeholder).toBeVisible()
  await expect(cardFor(page, 'A turtle on a rock')).toHaveCount(0)

  // The worker is done: the next poll finds the page ready.
  release()
  await expect(cardFor(page, 'A turtle on a rock')).toBeVisible({ timeout: 15_000 })
  await expect(placeholder).toHaveCount(0)
  await expect(cardFor(page, 'A turtle on a rock').getByRole('img')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your coloring page is ready.' })).toBeAttached()
})

test('the list shows a page still being made as in progress, and the page once it is ready', async ({
  page,
}) => {
  await signInOnApp(page, 'pending-list')
  await promptBox(page).fill('A kite in the sky')
  await generateButton(page).click()
  await expect(cardFor(page, 'A kite in the sky')).toBeVisible()

  // Opened again while the page is (said to be) still being made, in another tab or by the offline queue.
  const release = await holdPending(page)
  await page.reload()
  const inProgress = gallery(page).getByRole('article', { name: 'New coloring page' })
  await expect(inProgress.getByRole('heading', { name: 'A kite in the sky' })).toBeVisible()
  // Listed again a few seconds later, once ready.
  release()
  await expect(cardFor(page, 'A kite in the sky')).toBeVisible({ timeout: 15_000 })
  await expect(inProgress).toHaveCount(0)
})

test.afterEach(async ({ page }) => {
  // Reads still in flight when a test ends are dropped, not reported as errors.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
