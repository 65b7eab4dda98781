import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { PNG } from 'pngjs'
import { regionAt } from '../../src/features/coloring/regions'
import { axeViolations } from './axe'
import {
  BLUE,
  colorAt,
  dragFinger,
  GREEN,
  pagePng,
  pinchOpen,
  RED,
  regionsOf,
  screenPoint,
  sheet,
  tapPage,
  waitForColoring,
} from './coloring-support'
import { cardFor, gallery, generateThroughForm, signInOnApp } from './generator-support'
import { prints, stubPrinting, waitForServiceWorker } from './pwa-support'

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

test('a child colors a page with taps, undoes and redoes, zooms in, and finds it kept after a reload; it prints and downloads', async ({
  page,
}) => {
  test.slow()
  await stubPrinting(page)
  const { token } = await signInOnApp(page, 'color')
  const { body: made } = await generateThroughForm(page, 'a cat with a ball')
  await cardFor(page, 'a cat with a ball').getByRole('link', { name: 'Color on screen' }).tap()
  await expect(page).toHaveURL(new RegExp(`/app/color/${made.id}$`))
  await expect(page.getByRole('heading', { name: 'a cat with a ball', level: 1 })).toBeVisible()
  await waitForColoring(page)

  const { regions, inner } = regionsOf(await pagePng(page, token, made.id))
  const [a, b, c] = inner
  await tapPage(page, a)
  await page.getByRole('radio', { name: 'Blue', exact: true }).tap()
  await tapPage(page, b)
  expect(await colorAt(page, a)).toEqual(RED)
  expect(await colorAt(page, b)).toEqual(BLUE)

  // Exactly the tapped regions: a pixel of another region, and a line pixel, stay uncolored.
  const other = inner.find(
    (p) => ![a, b].some((q) => regionAt(regions, q.x, q.y) === regionAt(regions, p.x, p.y)),
  )
  if (other) expect(await colorAt(page, other)).toEqual([0, 0, 0, 0])

  await page.getByRole('button', { name: 'Undo' }).tap()
  expect(await colorAt(page, b)).toEqual([0, 0, 0, 0])
  expect(await colorAt(page, a)).toEqual(RED)
  await page.getByRole('button', { name: 'Redo' }).tap()
  expect(await colorAt(page, b)).toEqual(BLUE)

  // Pinch to zoom in around the third region, then color it while zoomed.
  const before = (await sheet(page).boundingBox())?.width ?? 0
  await pinchOpen(page, await screenPoint(page, c), 40, 160)
  await expect.poll(async () => (await sheet(page).boundingBox())?.width ?? 0).toBeGreaterThan(before * 2)
  await page.getByRole('radio', { name: 'Green', exact: true }).tap()
  await tapPage(page, c)
  expect(await colorAt(page, c)).toEqual(GREEN)
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()

  await page.reload()
  await waitForColoring(page)
  expect(await colorAt(page, a)).toEqual(RED)
  expect(await colorAt(page, b)).toEqual(BLUE)
  expect(await colorAt(page, c)).toEqual(GREEN)

  await page.getByRole('button', { name: 'Print' }).tap()
  await expect.poll(() => prints(page)).toEqual(['png'])

  await page.getByRole('button', { name: 'Download' }).tap()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /PNG/ }).tap()
  const file = await (await download).path()
  const bytes = await fs.readFile(file)
  const png = PNG.sync.read(bytes)
  expect([png.width, png.height]).toEqual([regions.width, regions.height])
  const px = (p: { x: number; y: number }) => [
    ...png.data.subarray((p.y * png.width + p.x) * 4, (p.y * png.width + p.x) * 4 + 4),
  ]
  expect(px(a)).toEqual(RED)
  expect(px(b)).toEqual(BLUE)
  expect(px(c)).toEqual(GREEN)
  expect(px({ x: 2, y: 2 })).toEqual([255, 255, 255, 255])
  // Pixel by pixel: the three tapped regions exactly, every line pixel still black, the rest white.
  const expected = new Map([
    [regionAt(regions, a.x, a.y), RED],
    [regionAt(regions, b.x, b.y), BLUE],
    [regionAt(regions, c.x, c.y), GREEN],
    [-1, [0, 0, 0, 255]],
  ])
  let wrong = 0
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const want = expected.get(regionAt(regions, x, y)) ?? [255, 255, 255, 255]
      const i = (y * png.width + x) * 4
      if (png.data[i] !== want[0] || png.data[i + 1] !== want[1] || png.data[i + 2] !== want[2]) wrong++
    }
  }
  expect(wrong).toBe(0)
  expect(bytes.indexOf('pHYs')).toBeGreaterThan(0)

  // 'Start over' asks first.
  await page.getByRole('button', { name: 'Start over' }).tap()
  await page.getByRole('dialog').getByRole('button', { name: 'Start over' }).tap()
  expect(await colorAt(page, a)).toEqual([0, 0, 0, 0])
  await page.getByRole('button', { name: 'Undo' }).tap()
  expect(await colorAt(page, a)).toEqual(RED)
})

test('offline, a saved page is colored from the device copy, kept when the tab is closed, and removed with the page', async ({
  page,
  context,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'color-offline')
  await waitForServiceWorker(page)
  const { body: made } = await generateThroughForm(page, 'a turtle on the beach')
  await expect(page.getByRole('region', { name: 'Saved on this device' })).toContainText(
    '1 page ready to print offline',
  )
  const { inner } = regionsOf(await pagePng(page, token, made.id))

  await context.setOffline(true)
  try {
    await page.reload()
    const saved = gallery(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'a turtle on the beach' }) })
    await saved.getByRole('link', { name: 'Color on screen' }).tap()
    await waitForColoring(page)
    await tapPage(page, inner[0])
    expect(await colorAt(page, inner[0])).toEqual(RED)
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()

    // The tab is closed and opened again, still offline.
    await page.close()
    const again = await context.newPage()
    await again.goto(`/app/color/${made.id}`)
    await waitForColoring(again)
    expect(await colorAt(again, inner[0])).toEqual(RED)
    await again.getByRole('radio', { name: 'Blue', exact: true }).tap()
    await tapPage(again, inner[1])
    expect(await colorAt(again, inner[1])).toEqual(BLUE)
    await expect(again.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()

    // Deleting the page from the device removes its coloring too.
    await again.getByRole('link', { name: 'Back to my pages' }).tap()
    again.once('dialog', (dialog) => void dialog.accept())
    await gallery(again).getByRole('article').getByRole('button', { name: 'Delete' }).tap()
    await expect(gallery(again).getByText('No pages are saved on this device yet.')).toBeVisible()
    await expect.poll(() => coloredPages(again)).toEqual(0)
  } finally {
    await context.setOffline(false)
  }
})

/** How many colorings are kept on this device. */
function coloredPages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('colorly-coloring')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const count = db.transaction('colorings').objectStore('colorings').count()
          count.onsuccess = () => {
            resolve(count.result)
            db.close()
          }
        }
      }),
  )
}

test('in kiosk mode, Color on screen is the large main action of a page, and every coloring control is a 48 px target', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'color-kiosk')
  await generateThroughForm(page, 'a happy robot')
  await page.evaluate(() =>
    localStorage.setItem(
      'colorly-kiosk',
      JSON.stringify({ salt: 'c2FsdA==', hash: 'aGFzaA==', iterations: 150000 }),
    ),
  )
  await page.reload()
  const link = cardFor(page, 'a happy robot').getByRole('link', { name: 'Color on screen' })
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(56)
  await link.tap()
  await expect(page).toHaveURL(/\/app\/color\//)
  await waitForColoring(page)
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.coloring button, .coloring a, .coloring label')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        name: el.textContent?.trim() || el.getAttribute('aria-label'),
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 48 || box.width < 48)
      .map(({ name }) => name),
  )
  expect(small).toEqual([])
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  // Any other address still leads back to /app.
  await page.goto('/pricing')
  await expect(page).toHaveURL(/\/app$/)
})

test('the brush draws under the black lines in three sizes, the eraser takes color away, and both undo', async ({
  page,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'color-brush')
  const { body: made } = await generateThroughForm(page, 'a dog in a garden')
  await cardFor(page, 'a dog in a garden').getByRole('link', { name: 'Color on screen' }).tap()
  await waitForColoring(page)
  const source = await pagePng(page, token, made.id)
  const { inner } = regionsOf(source)
  const [a, b] = inner

  await page.getByRole('radio', { name: 'Brush' }).tap()
  await page.getByRole('radio', { name: 'Large' }).tap()
  await page.getByRole('radio', { name: 'Green', exact: true }).tap()
  await dragFinger(page, a, b)
  expect(await colorAt(page, a)).toEqual(GREEN)
  expect(await colorAt(page, b)).toEqual(GREEN)

  // check(): a tap right after a drag can be taken by Chromium's gesture detection for the drag's end.
  await page.getByRole('radio', { name: 'Eraser' }).check()
  await tapPage(page, b)
  expect(await colorAt(page, b)).toEqual([0, 0, 0, 0])
  await page.getByRole('button', { name: 'Undo' }).tap()
  expect(await colorAt(page, b)).toEqual(GREEN)

  // The stroke crossed black lines; in the downloaded page every line pixel is still black.
  await page.getByRole('button', { name: 'Download' }).tap()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /PNG/ }).tap()
  const png = PNG.sync.read(await fs.readFile(await (await download).path()))
  const original = PNG.sync.read(source)
  let lines = 0
  let changed = 0
  let green = 0
  for (let i = 0; i < original.data.length; i += 4) {
    if (original.data[i] < 128) {
      lines++
      if (png.data[i] + png.data[i + 1] + png.data[i + 2] > 0) changed++
    } else if (png.data[i] === GREEN[0] && png.data[i + 1] === GREEN[1] && png.data[i + 2] === GREEN[2])
      green++
  }
  expect(lines).toBeGreaterThan(1000)
  expect(changed).toBe(0)
  expect(green).toBeGreaterThan(1000)
})

test('with a mouse: the wheel zooms, a drag pans, a click fills; Download PDF gives one sheet of the page with its colors', async ({
  page,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'color-mouse')
  const { body: made } = await generateThroughForm(page, 'a fish in the sea')
  await cardFor(page, 'a fish in the sea').getByRole('link', { name: 'Color on screen' }).click()
  await waitForColoring(page)
  const { inner } = regionsOf(await pagePng(page, token, made.id))

  const start = await sheet(page).boundingBox()
  const center = await screenPoint(page, inner[0])
  await page.mouse.move(center.x, center.y)
  await page.mouse.wheel(0, -400)
  await expect
    .poll(async () => (await sheet(page).boundingBox())?.width ?? 0)
    .toBeGreaterThan((start?.width ?? 0) * 1.5)
  const zoomed = await sheet(page).boundingBox()
  await page.mouse.down()
  await page.mouse.move(center.x - 120, center.y - 80, { steps: 6 })
  await page.mouse.up()
  await expect.poll(async () => (await sheet(page).boundingBox())?.x ?? 0).toBeLessThan((zoomed?.x ?? 0) - 50)
  // The drag moved the page and filled nothing.
  expect(await colorAt(page, inner[0])).toEqual([0, 0, 0, 0])

  const target = await screenPoint(page, inner[0])
  await page.mouse.click(target.x, target.y)
  expect(await colorAt(page, inner[0])).toEqual(RED)

  await page.getByRole('button', { name: 'Download' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /PDF/ }).click()
  const file = await (await download).path()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'colorly-pdf-'))
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(info).toMatch(/Pages:\s+1/)
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/)
    execFileSync('pdftoppm', ['-r', '30', '-png', '-singlefile', file, path.join(dir, 'sheet')])
    const shot = PNG.sync.read(await fs.readFile(path.join(dir, 'sheet.png')))
    const at = (p: { x: number; y: number }) => {
      const i = (Math.floor((p.y * 30) / 300) * shot.width + Math.floor((p.x * 30) / 300)) * 4
      return [...shot.data.subarray(i, i + 3)]
    }
    // Poppler's scaling may round a channel by one.
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]) <= 2)
    expect(near(at(inner[0]), RED), String(at(inner[0]))).toBe(true)
    expect(near(at({ x: 5, y: 5 }), [255, 255, 255]), String(at({ x: 5, y: 5 }))).toBe(true)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }

  // Deleting the page deletes its coloring.
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()
  expect(await coloredPages(page)).toBe(1)
  await page.getByRole('link', { name: 'Back to my pages' }).click()
  page.once('dialog', (dialog) => void dialog.accept())
  await cardFor(page, 'a fish in the sea').getByRole('button', { name: 'Delete' }).click()
  await expect(cardFor(page, 'a fish in the sea')).toHaveCount(0)
  await expect.poll(() => coloredPages(page)).toBe(0)
})
