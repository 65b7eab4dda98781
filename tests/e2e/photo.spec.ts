import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { axeViolations } from './axe'
import { cards, gallery, signInOnApp } from './generator-support'
import { serverState } from './pwa-support'

const photoCards = (page: Page) =>
  cards(page).filter({ has: page.getByRole('heading', { name: 'From a photo', exact: true }) })

// A real photo of a cat (tests/fixtures/photos/CREDITS.md), enlarged to a phone photo's 3 megapixels:
// encoded once for the file's tests.
let catPhoto: Promise<Buffer> | undefined
const phonePhotoOfCat = () =>
  (catPhoto ??= sharp(readFileSync(new URL('../fixtures/photos/cat.jpg', import.meta.url)))
    .resize(2120, 1410)
    .png()
    .toBuffer())

async function choosePhoto(page: Page) {
  await page.getByRole('radio', { name: /^From a photo/ }).check()
  await expect(page.getByRole('heading', { name: 'Turn a photo into a page' })).toBeVisible()
  const png = await phonePhotoOfCat()
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'our-cat.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('our-cat.png')).toBeVisible()
  return png
}

type SentForm = { focus: string | null; photoBytes: number }

/**
 * Records each photo form the app sends, before the page loads (Chromium shows tests no body of a file
 * upload): its tap and the size of its photo.
 */
async function recordPhotoForms(page: Page): Promise<() => Promise<SentForm[]>> {
  await page.addInitScript(() => {
    const sent: SentForm[] = []
    Object.assign(window, { sentPhotoForms: sent })
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData)
        sent.push({
          focus: init.body.get('focus') as string | null,
          photoBytes: (init.body.get('photo') as Blob).size,
        })
      return fetch(input, init)
    }
  })
  return () => page.evaluate(() => (window as unknown as { sentPhotoForms: SentForm[] }).sentPhotoForms)
}

test('a photo becomes a page: preview first (not counted), then the page in the list', async ({ page }) => {
  test.slow()
  const sent = await recordPhotoForms(page)
  const { token } = await signInOnApp(page, 'photo')
  const original = await choosePhoto(page)
  const preview = page.getByRole('img', { name: 'Preview of your coloring page' })
  await expect(preview).toBeVisible({ timeout: 30_000 })
  expect((await serverState(page, token)).generated).toBe(0)
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  await page.screenshot({ path: 'test-results/photo-preview.png', fullPage: true })

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/images/photo/') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Make my coloring page' }).click()
  expect((await answer).status()).toBe(201)
  const card = photoCards(page)
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('img')).toBeVisible()
  // A photo is not kept, so its page offers no Retry.
  await expect(card.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  expect((await serverState(page, token)).generated).toBe(1)
  // The browser sent a smaller JPEG, not the 3-megapixel original, for the preview and for the page.
  const uploads = await sent()
  expect(uploads).toHaveLength(2)
  for (const { photoBytes } of uploads) {
    expect(photoBytes).toBeGreaterThan(10_000)
    expect(photoBytes).toBeLessThan(original.length / 2)
  }
  await page.screenshot({ path: 'test-results/photo-page.png', fullPage: true })
})

test('a tap on the pet draws it alone: the preview and the page ask with the tap, and it can be taken back', async ({
  page,
}) => {
  test.slow()
  const sent = await recordPhotoForms(page)
  const lastFocus = async () => (await sent()).at(-1)?.focus
  await signInOnApp(page, 'photo-focus')
  await choosePhoto(page)
  const preview = page.getByRole('img', { name: 'Preview of your coloring page' })
  await expect(preview).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('A photo of your pet? Tap it, and the page draws just your pet.')).toBeVisible()

  const photo = page.getByRole('button', { name: 'Your photo: tap your pet' })
  const box = await photo.boundingBox()
  if (!box) throw new Error('the photo is not shown')
  // A tap on the room beside the cat finds no pet there: the preview is drawn as without it, and says so.
  const missedPreview = page.waitForResponse((r) => r.url().endsWith('/api/images/photo/preview/'))
  await photo.click({ position: { x: box.width * 0.05, y: box.height * 0.1 } })
  expect(await (await missedPreview).json()).toMatchObject({ focused: false })
  await expect(
    page.getByText(
      'No pet found where you tapped: the page is drawn without the tap. Try tapping your pet’s face.',
    ),
  ).toBeVisible()
  await page.screenshot({ path: 'test-results/photo-focus-missed.png', fullPage: true })

  const tappedPreview = page.waitForResponse((r) => r.url().endsWith('/api/images/photo/preview/'))
  // The cat's face, a little right of the middle and below it.
  await photo.click({ position: { x: box.width * 0.55, y: box.height * 0.55 } })
  await expect(page.getByText('Only what you tapped is drawn. Tap again to move it.')).toBeVisible()
  expect(await (await tappedPreview).json()).toMatchObject({ focused: true })
  await expect(preview).toBeVisible({ timeout: 30_000 })
  const tapped = (await lastFocus()) ?? ''
  const [x, y] = tapped.split(',').map(Number)
  expect(x).toBeGreaterThan(0.45)
  expect(x).toBeLessThan(0.65)
  expect(y).toBeGreaterThan(0.45)
  expect(y).toBeLessThan(0.65)
  await page.screenshot({ path: 'test-results/photo-focus.png', fullPage: true })

  // The page itself is asked for with the same tap.
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/api/images/photo/') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Make my coloring page' }).click()
  expect((await made).status()).toBe(201)
  expect(await lastFocus()).toBe(tapped)

  // Taken back: asked for without a tap again.
  const wholePreview = page.waitForResponse((r) => r.url().endsWith('/api/images/photo/preview/'))
  await page.getByRole('button', { name: 'Clear the tap' }).click()
  await expect(page.getByText('A photo of your pet? Tap it, and the page draws just your pet.')).toBeVisible()
  await wholePreview
  expect(await lastFocus()).toBeNull()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('offers the camera beside choosing a photo', async ({ page }) => {
    await signInOnApp(page, 'photo-phone')
    await page.getByRole('radio', { name: /^From a photo/ }).check()
    const camera = page.getByLabel('Take a photo')
    await expect(camera).toHaveAttribute('capture', 'environment')
    await expect(camera).toHaveAttribute('accept', 'image/*')
    await choosePhoto(page)
    await expect(page.getByRole('img', { name: 'Preview of your coloring page' })).toBeVisible({
      timeout: 30_000,
    })
    await page.screenshot({ path: 'test-results/photo-phone.png', fullPage: true })
  })
})

test('a photo page asked for offline is queued and made when the connection returns', async ({
  page,
  context,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'photo-offline')
  await context.setOffline(true)
  await choosePhoto(page)
  await expect(page.getByText('The preview shows when you are online.')).toBeVisible()
  await page.getByRole('button', { name: 'Make my coloring page' }).click()
  const queued = gallery(page).getByRole('article', { name: 'Queued: From a photo' })
  await expect(queued).toBeVisible()
  expect((await serverState(page, token)).generated).toBe(0)

  await context.setOffline(false)
  await expect(photoCards(page)).toHaveCount(1, { timeout: 30_000 })
  await expect(queued).toHaveCount(0)
  expect((await serverState(page, token)).generated).toBe(1)
})

test('an example idea from the empty gallery brings the prompt back', async ({ page }) => {
  await signInOnApp(page, 'photo-example')
  await page.getByRole('radio', { name: /^From a photo/ }).check()
  await page.getByRole('button', { name: 'A fire truck in the city' }).click()
  const prompt = page.getByRole('textbox', { name: 'What would you like to color?' })
  await expect(prompt).toHaveValue('A fire truck in the city')
  await expect(prompt).toBeFocused()
  await expect(page.getByRole('radio', { name: /^Describe it/ })).toBeChecked()
})
