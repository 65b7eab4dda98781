// npm run bench:color: tap-to-fill latency in Chromium, from the tap (the pointer event's time) to
// the frame that shows the fill, on a phone-sized touch tablet viewport, without and with a 4x CPU
// slowdown (DevTools throttling through CDP Emulation.setCPUThrottlingRate). Also times the region
// map built once per page in the worker. Prints p50 and p95; targets 50 ms and 150 ms.

import { loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { regionsBytes } from '../../src/features/coloring/regions'
import { serveBuiltApp } from '../audit/serve'
import { chromiumLaunchOptions } from '../e2e/chromium'
import { regionsOf, screenPoint, waitForColoring } from '../e2e/coloring-support'

const TAPS = Number(process.argv[2] ?? 40)
const served = await serveBuiltApp()
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    baseURL: served.origin,
  })
  const page = await context.newPage()
  const email = `bench-${Date.now()}@example.com`
  const session = await (
    await page.request.post('/api/auth/register/', { data: { email, password: 'crayons-and-paper-42' } })
  ).json()
  const headers = { Authorization: `Token ${session.token}` }
  for (const complexity of ['easy', 'intricate'] as const) {
    const made = await page.request.post('/api/images/generate/', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        prompt: 'a lion wearing a crown in a jungle',
        improve_prompt: false,
        complexity,
        style: 'cartoon',
      },
    })
    if (made.status() !== 201) throw new Error(`generate answered ${made.status()}`)
    const { id } = (await made.json()) as { id: string }
    const png = await (await page.request.get(`/api/images/${id}/download/`, { headers })).body()
    const { regions, inner } = regionsOf(png)
    await page.goto('/')
    await page.evaluate((s) => {
      localStorage.setItem('user', JSON.stringify(s.user))
      localStorage.setItem('token', s.token)
    }, session)
    console.log(
      `\n${complexity} page: ${regions.width}x${regions.height}, ${regions.count} white regions, region map ${(regionsBytes(regions) / 1e6).toFixed(1)} MB`,
    )
    // The background first (the largest fill), then the other regions, largest first.
    const targets = [{ x: 2, y: 2 }, ...inner.slice(0, 19)]
    for (const rate of [1, 4]) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await page.goto(`/app/color/${id}`)
      const t0 = Date.now()
      await waitForColoring(page)
      const ready = Date.now() - t0
      const fills = await tapAll(page, targets, TAPS)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.detach()
      console.log(
        `  CPU ${rate}x: tap-to-fill p50 ${fmt(pct(fills, 0.5))}  p95 ${fmt(pct(fills, 0.95))}  max ${fmt(Math.max(...fills))}  (${fills.length} taps; page ready to color in ${ready} ms) target ${rate === 1 ? 50 : 150} ms`,
      )
    }
  }
  console.log(`\nload average ${loadavg()[0].toFixed(2)}`)
} finally {
  await browser.close()
  await served.stop()
}

async function tapAll(page: Page, targets: { x: number; y: number }[], taps: number): Promise<number[]> {
  await page.evaluate(() => performance.clearMeasures())
  const colors = ['Red', 'Blue', 'Yellow', 'Green']
  for (let i = 0; i < taps; i++) {
    if (i % targets.length === 0)
      await page.getByRole('radio', { name: colors[(i / targets.length) % colors.length], exact: true }).tap()
    const p = await screenPoint(page, targets[i % targets.length])
    await page.touchscreen.tap(p.x, p.y)
    await page.waitForFunction((n) => performance.getEntriesByName('colorly:fill').length >= n, i + 1)
  }
  const draw = await page.evaluate(() =>
    performance.getEntriesByName('colorly:fill-draw').map((e) => e.duration),
  )
  console.log(
    `    drawing alone p50 ${fmt(pct(draw, 0.5))}  p95 ${fmt(pct(draw, 0.95))}  max ${fmt(Math.max(...draw))}`,
  )
  return page.evaluate(() => performance.getEntriesByName('colorly:fill').map((e) => e.duration))
}

function pct(xs: number[], p: number): number {
  return [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]
}

function fmt(ms: number): string {
  return `${ms.toFixed(1)} ms`
}
