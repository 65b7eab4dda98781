import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { sheet, waitForColoring } from './coloring-support'
import { cardFor, cards, gallery, generateThroughForm, signInOnApp } from './generator-support'
import { prints, stubPrinting, waitForServiceWorker } from './pwa-support'

// A wide photo's page is a landscape sheet: every picture of it (preview, gallery card, saved card) shows
// it at its own proportions, never squeezed into an upright box, and it prints on a turned sheet.

const photoCard = (page: Page) =>
  cards(page).filter({ has: page.getByRole('heading', { name: 'From a photo', exact: true }) })

/** The picture as drawn on screen, and as the file is: the two ratios must agree (no distortion). */
async function shownAndTrueRatio(img: Locator) {
  await expect(img).toHaveJSProperty('complete', true)
  const box = await img.boundingBox()
  const natural = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])
  if (!box) throw new Error('picture not shown')
  return { shown: box.width / box.height, file: natural[0] / natural[1], width: box.width }
}

// A real photo of a landscape (tests/fixtures/photos/CREDITS.md), at a phone photo's 3:2: encoded once
// for the file's tests.
let landscapePhoto: Promise<Buffer> | undefined
const phonePhotoOfLandscape = () =>
  (landscapePhoto ??= sharp(readFileSync(new URL('../fixtures/photos/landscape.jpg', import.meta.url)))
    .resize(2400, 1600)
    .png()
    .toBuffer())

async function makeLandscapePage(page: Page) {
  await page.getByRole('radio', { name: /^From a photo/ }).check()
  const png = await phonePhotoOfLandscape()
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'class-trip.png', mimeType: 'image/png', buffer: png })
  const preview = page.getByRole('img', { name: 'Preview of your coloring page' })
  await expect(preview).toBeVisible({ timeout: 30_000 })
  const previewRatio = await shownAndTrueRatio(preview)
  expect(previewRatio.file).toBeCloseTo(3300 / 2550, 1)
  expect(previewRatio.shown).toBeCloseTo(previewRatio.file, 2)

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/images/photo/') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Make my coloring page' }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  expect((await response.json()).orientation).toBe('landscape')
  await expect(photoCard(page)).toHaveCount(1)
}

test('a landscape page shows wide and undistorted in the gallery, beside an upright page', async ({
  page,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'landscape')
  expect((await generateThroughForm(page, 'a turtle on the beach')).status).toBe(201)
  await makeLandscapePage(page)

  const wide = await shownAndTrueRatio(photoCard(page).getByRole('img'))
  expect(wide.file).toBeCloseTo(3300 / 2550, 3)
  expect(wide.shown).toBeCloseTo(wide.file, 2)
  const upright = await shownAndTrueRatio(cardFor(page, 'a turtle on the beach').getByRole('img'))
  expect(upright.file).toBeCloseTo(2550 / 3300, 3)
  expect(upright.shown).toBeCloseTo(upright.file, 2)
  // Both sheets as wide as the card allows: the landscape one lies across, as wide as the upright one.
  expect(wide.width).toBeCloseTo(upright.width, 0)
  await page.screenshot({ path: 'test-results/landscape-gallery.png', fullPage: true })

  // An upright A4 page (a square photo, through the API) keeps A4's own, taller shape.
  const a4 = await page.request.post('/api/images/photo/', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      photo: {
        name: 'astronaut.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(new URL('../fixtures/photos/astronaut.jpg', import.meta.url)),
      },
      complexity: 'easy',
      size: 'a4',
    },
  })
  expect(await a4.json()).toMatchObject({ size: 'a4', orientation: 'portrait' })
  await page.reload()
  await expect(photoCard(page)).toHaveCount(2)
  const a4Ratio = await shownAndTrueRatio(photoCard(page).first().getByRole('img'))
  expect(a4Ratio.file).toBeCloseTo(2480 / 3508, 3)
  expect(a4Ratio.shown).toBeCloseTo(a4Ratio.file, 2)
  const wideAgain = await shownAndTrueRatio(photoCard(page).last().getByRole('img'))
  expect(wideAgain.shown).toBeCloseTo(3300 / 2550, 2)

  // Colored on screen, the sheet is landscape too.
  await photoCard(page).last().getByRole('link', { name: 'Color on screen' }).click()
  await waitForColoring(page)
  const box = await sheet(page).boundingBox()
  expect(box && box.width / box.height).toBeCloseTo(3300 / 2550, 1)
  await page.screenshot({ path: 'test-results/landscape-coloring.png' })
})

test('a landscape page kept on the device shows wide offline and prints on a landscape sheet', async ({
  page,
  context,
}) => {
  test.slow()
  await stubPrinting(page)
  await signInOnApp(page, 'landscape-offline')
  await waitForServiceWorker(page)
  await makeLandscapePage(page)
  await expect(page.getByRole('region', { name: 'Saved on this device' })).toContainText(
    '1 page ready to print offline',
  )

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(gallery(page).getByText('Offline', { exact: true })).toBeVisible()
    const saved = gallery(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'From a photo' }) })
    const ratio = await shownAndTrueRatio(saved.getByRole('img', { name: 'Coloring page: From a photo' }))
    expect(ratio.file).toBeCloseTo(3300 / 2550, 3)
    expect(ratio.shown).toBeCloseTo(ratio.file, 2)
    // A page traced from a photo says so, offline too, rather than naming a drawing style.
    await expect(saved.locator('.tag--style')).toHaveText('Photo')
    await page.screenshot({ path: 'test-results/landscape-offline.png', fullPage: true })

    await saved.getByRole('button', { name: 'Print PNG' }).click()
    await expect.poll(() => prints(page)).toEqual(['png'])
    const sheet = await page
      .locator('iframe.print-frame')
      .last()
      .evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.head.innerHTML ?? '')
    expect(sheet).toContain('size: landscape')
  } finally {
    await context.setOffline(false)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the landscape page fills the card width, undistorted', async ({ page }) => {
    test.slow()
    await signInOnApp(page, 'landscape-phone')
    await makeLandscapePage(page)
    await page.screenshot({ path: 'test-results/landscape-phone-preview.png', fullPage: true })
    const wide = await shownAndTrueRatio(photoCard(page).getByRole('img'))
    expect(wide.shown).toBeCloseTo(3300 / 2550, 2)
    expect(wide.width).toBeGreaterThan(300)
    await photoCard(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/landscape-phone-card.png' })
  })
})
