import { expect, type Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { buildRegions, forEachRun, type Regions, regionAt } from '../../src/features/coloring/regions'

// Helpers for the coloring view: where the page's white regions are (from the page's own PNG, with
// the app's region code), tapping a page pixel on the screen, and reading back the color layer.

export type PagePoint = { x: number; y: number }

/** The regions of a page PNG and a point well inside each of the largest ones but the background. */
export function regionsOf(png: Buffer): { regions: Regions; inner: PagePoint[] } {
  const image = PNG.sync.read(png)
  const regions = buildRegions(image.data, image.width, image.height)
  const background = regionAt(regions, 2, 2)
  const sizes: { label: number; area: number; point: PagePoint }[] = []
  for (let label = 0; label < regions.count; label++) {
    if (label === background) continue
    let area = 0
    let point: PagePoint | null = null
    let width = 0
    forEachRun(regions, label, (y, x0, x1) => {
      area += x1 - x0 + 1
      const x = Math.floor((x0 + x1) / 2)
      // Well inside: every pixel 3 around is of the same region (the shown layer is half size).
      if (x1 - x0 > width && around(regions, x, y).every((l) => l === label)) {
        width = x1 - x0
        point = { x, y }
      }
    })
    if (point) sizes.push({ label, area, point })
  }
  sizes.sort((a, b) => b.area - a.area)
  return { regions, inner: sizes.map((s) => s.point) }
}

function around(regions: Regions, x: number, y: number): number[] {
  const labels: number[] = []
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) labels.push(regionAt(regions, x + dx, y + dy))
  return labels
}

/** The page's PNG as the API sends it. */
export async function pagePng(page: Page, token: string, id: string): Promise<Buffer> {
  const response = await page.request.get(`/api/images/${id}/download/`, {
    headers: { Authorization: `Token ${token}` },
  })
  expect(response.status()).toBe(200)
  return response.body()
}

export const sheet = (page: Page) => page.getByRole('img', { name: /^Coloring page:/ })

/** Waits until the page is ready to color (the region map is built). */
export async function waitForColoring(page: Page) {
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled({ timeout: 20_000 })
}

/** The screen point over a page pixel, as the sheet is currently zoomed and panned. */
export async function screenPoint(page: Page, at: PagePoint) {
  // The Print button can be ready a frame before the sheet is laid out (a reload from the device copy).
  await expect(sheet(page)).toBeVisible()
  const box = await sheet(page).boundingBox()
  if (!box) throw new Error('The page is not shown.')
  const size = await sheet(page).evaluate((el) => ({
    width: Number((el as HTMLElement).dataset.width),
    height: Number((el as HTMLElement).dataset.height),
  }))
  return {
    x: box.x + ((at.x + 0.5) / size.width) * box.width,
    y: box.y + ((at.y + 0.5) / size.height) * box.height,
  }
}

export async function tapPage(page: Page, at: PagePoint) {
  const p = await screenPoint(page, at)
  await page.touchscreen.tap(p.x, p.y)
}

/** The shown color layer's pixel (RGBA) over a page pixel; transparent where nothing was colored. */
export function colorAt(page: Page, at: PagePoint): Promise<number[]> {
  return sheet(page).evaluate((el, p) => {
    const canvas = el.querySelector('canvas') as HTMLCanvasElement
    const scale = canvas.width / Number((el as HTMLElement).dataset.width)
    const x = Math.floor(p.x * scale)
    const y = Math.floor(p.y * scale)
    return [...(canvas.getContext('2d')?.getImageData(x, y, 1, 1).data ?? [])]
  }, at)
}

/** Two fingers moving apart around a screen point (Chromium touch input through CDP). */
export async function pinchOpen(page: Page, center: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page)
  const points = (d: number) => [
    { x: center.x - d, y: center.y, id: 1 },
    { x: center.x + d, y: center.y, id: 2 },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) })
  const steps = 8
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(from + ((to - from) * i) / steps),
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

export const RED = [226, 38, 47, 255]
export const BLUE = [42, 111, 219, 255]
export const GREEN = [46, 170, 74, 255]

/** One finger drawn across the screen from one page pixel to another (Chromium touch input through CDP). */
export async function dragFinger(page: Page, from: PagePoint, to: PagePoint) {
  const a = await screenPoint(page, from)
  const b = await screenPoint(page, to)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...a, id: 1 }] })
  const steps = 12
  for (let i = 1; i <= steps; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps, id: 1 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
