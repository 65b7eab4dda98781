import { expect, test } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'
import { cardFor, cards, gallery, generateButton, promptBox, signInOnApp } from './generator-support'
import { prints, serverState, stubPrinting, waitForServiceWorker } from './pwa-support'

// The full browser, not the headless shell of the other files: Print PDF prints the PDF from a frame, which
// takes Chromium's PDF viewer, and the shell has none (tests/e2e/chromium.ts).
test.use({ launchOptions: chromiumLaunchOptions })

const headings: [string, string][] = [
  ['/', 'Turn any idea into a printable coloring page'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/license', 'License Terms'],
  ['/cancellation', 'Cancellation Policy'],
  ['/app', 'Create a Coloring Page'],
]

test('after a first visit the landing page, the legal pages and /app open offline', async ({
  page,
  context,
}) => {
  test.slow()
  await signInOnApp(page, 'offline-shell')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  try {
    for (const [path, heading] of headings) {
      const response = await page.goto(path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
    // The landing page's sample pictures came from the precache too.
    await page.goto('/')
    const broken = await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="/samples/"]')]
      await Promise.all(images.map((img) => img.decode().catch(() => {})))
      return images.filter((img) => img.naturalWidth === 0).map((img) => img.src)
    })
    expect(broken).toEqual([])
  } finally {
    await context.setOffline(false)
  }
})

test('pages made and downloaded online are kept, and open and print offline', async ({ page, context }) => {
  test.slow()
  await stubPrinting(page)
  await signInOnApp(page, 'offline-print')
  await waitForServiceWorker(page)
  const library = page.getByRole('region', { name: 'Saved on this device' })

  await promptBox(page).fill('a turtle on the beach')
  await generateButton(page).click()
  await expect(cardFor(page, 'a turtle on the beach')).toBeVisible({ timeout: 30_000 })
  await expect(library).toContainText('1 page ready to print offline')
  await expect(library).toContainText(/used/)

  const download = page.waitForEvent('download')
  await cardFor(page, 'a turtle on the beach').getByRole('button', { name: 'Download PDF' }).click()
  await download

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })).toBeVisible()
    await expect(gallery(page).getByText('Offline', { exact: true })).toBeVisible()
    const saved = gallery(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'a turtle on the beach' }) })
    await expect(saved).toBeVisible()
    await expect(saved.getByRole('img', { name: 'Coloring page: a turtle on the beach' })).toHaveJSProperty(
      'complete',
      true,
    )
    expect(
      await saved.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(100)

    await saved.getByRole('button', { name: 'Print PNG' }).click()
    await expect.poll(() => prints(page)).toEqual(['png'])
    await saved.getByRole('button', { name: 'Print PDF' }).click()
    await expect.poll(() => prints(page)).toEqual(['png', 'pdf'])

    // The PDF's print frame stays a minute (src/lib/print-file.ts), and while Chromium's PDF viewer is in
    // it, headless Chromium closes a confirm() at once now and then (1 in 8 here, the dialog gone before
    // it can be accepted): the confirm of Delete is asked on the page loaded again, offline as before.
    await page.reload()
    await expect(saved).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await saved.getByRole('button', { name: 'Delete' }).click()
    await expect(saved).toHaveCount(0)
    await expect(gallery(page).getByText('No pages are saved on this device yet.')).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('Generate while offline waits for the connection, then makes exactly one page and uses one', async ({
  page,
  context,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'offline-queue')
  const keys: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/images/generate/') && request.method() === 'POST')
      keys.push(request.headers()['idempotency-key'] ?? '')
  })

  await context.setOffline(true)
  await promptBox(page).fill('a robot watering flowers')
  await generateButton(page).click()
  const queued = gallery(page).getByRole('article', { name: 'Queued: a robot watering flowers' })
  await expect(queued).toBeVisible()
  await expect(queued).toContainText('Waiting for connection')
  expect(keys).toEqual([])
  expect((await serverState(page, token)).generated).toBe(0)

  await context.setOffline(false)
  await expect(cardFor(page, 'a robot watering flowers')).toBeVisible({ timeout: 30_000 })
  await expect(queued).toHaveCount(0)
  await expect(cards(page)).toHaveCount(1)
  const after = await serverState(page, token)
  expect(after.pages.map((p) => p.prompt_raw)).toEqual(['a robot watering flowers'])
  expect(after.generated).toBe(1)
  expect(keys).toHaveLength(1)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  // The new page is kept on the device too.
  await expect(page.getByRole('region', { name: 'Saved on this device' })).toContainText(
    '1 page ready to print offline',
  )
})

test('a Generate whose connection drops is queued and sent again with the same key: one page, one charge', async ({
  page,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'offline-drop')
  const keys: string[] = []
  let dropped = 0
  await page.route('**/api/images/generate/', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    // The first attempt and ofetch's one retry reach the server, but their answers are lost.
    if (dropped < 2) {
      dropped++
      const response = await route.fetch()
      await response.body()
      await route.abort('connectionreset')
      return
    }
    await route.continue()
  })
  await promptBox(page).fill('a castle on a hill')
  await generateButton(page).click()
  const queued = gallery(page).getByRole('article', { name: 'Queued: a castle on a hill' })
  await expect(queued).toBeVisible()
  // The connection is back: the app sends the queue on the online event.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(cardFor(page, 'a castle on a hill')).toBeVisible({ timeout: 30_000 })
  await expect(queued).toHaveCount(0)
  expect(new Set(keys).size).toBe(1)
  const after = await serverState(page, token)
  expect(after.pages).toHaveLength(1)
  expect(after.generated).toBe(1)
})
