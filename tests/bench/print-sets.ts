// npm run bench:print: how long a classroom tablet takes to make a class set (30 names x 3 pages, one
// a sheet: 90 pages) and a 100-page book, in Chromium with a 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), from real pages of the engine, in the app's print worker (what the
// app does, so the screen stays free), at 1x and 4x (the two side by side show the slowdown reaches
// the worker),
// with the longest main-thread task seen meanwhile. Targets: 10 s for the class set and 15 s
// for the book.

import fs from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { serveBuiltApp } from '../audit/serve'
import { chromiumLaunchOptions } from '../e2e/chromium'

const served = await serveBuiltApp()
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await browser.newContext({ baseURL: served.origin })
  const page = await context.newPage()
  const email = `bench-${Date.now()}@example.com`
  const session = await (
    await page.request.post('/api/auth/register/', { data: { email, password: 'crayons-and-paper-42' } })
  ).json()
  const headers = { Authorization: `Token ${session.token}` }
  const pngs: string[] = []
  for (const prompt of ['a lion wearing a crown', 'a rocket in space', 'a turtle on the beach']) {
    const made = await page.request.post('/api/images/generate/', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { prompt, improve_prompt: false, complexity: 'easy', style: 'cartoon' },
    })
    if (made.status() !== 201) throw new Error(`generate answered ${made.status()}`)
    const { id } = (await made.json()) as { id: string }
    const png = await (await page.request.get(`/api/images/${id}/download/`, { headers })).body()
    pngs.push(png.toString('base64'))
  }
  const worker = fs.readdirSync('dist/assets').find((f) => /^print-worker.*\.js$/.test(f))
  if (!worker) throw new Error('No print worker in dist/assets: npm run build first.')
  await page.goto('/')
  const names = Array.from({ length: 30 }, (_, i) => `Child ${i + 1}`)
  const jobs = [
    {
      label: 'class set, 30 names x 3 pages, 1 a sheet (90 pages)',
      job: {
        kind: 'class-set',
        title: 'Class set',
        options: { names, copies: 1, perSheet: 1, groupBy: 'child', paper: 'letter' },
      },
      files: pngs,
      target: 10_000,
    },
    {
      label: 'book of 100 pages, blank backs, print-ready (206 pages)',
      job: {
        kind: 'book',
        options: {
          title: 'Our Year in Pictures',
          subtitle: '',
          by: "Ms. Rivera's class",
          cover: 0,
          blankBacks: true,
          printReady: true,
          paper: 'letter',
        },
      },
      files: Array.from({ length: 100 }, (_, i) => pngs[i % pngs.length]),
      target: 15_000,
    },
  ]
  const cdp = await context.newCDPSession(page)
  for (const { label, job, files, target } of jobs) {
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const result = await page.evaluate(
        async ({ job, files, workerUrl }) => {
          const longest = { ms: 0 }
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration)
          }).observe({ type: 'longtask', buffered: false })
          // (No named helpers here: the bench's compiler would wrap them in a function the page lacks.)
          const transfer = files.map((b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer)
          const t0 = performance.now()
          const size = await new Promise<number>((resolve, reject) => {
            const w = new Worker(workerUrl, { type: 'module' })
            w.onmessage = (e) => {
              if ('pdf' in e.data) resolve(e.data.pdf.byteLength)
              else if ('error' in e.data) reject(new Error(e.data.error))
            }
            w.postMessage({ job, files: transfer }, transfer)
          })
          return { ms: performance.now() - t0, size, longTask: longest.ms }
        },
        { job, files, workerUrl: `/assets/${worker}` },
      )
      console.log(
        `${label}, CPU ${rate}x, in the worker: ${(result.ms / 1000).toFixed(2)} s (target ${target / 1000} s at 4x), PDF ${(result.size / 1e6).toFixed(1)} MB, longest main-thread task ${result.longTask.toFixed(0)} ms`,
      )
    }
  }
  console.log(`load average ${loadavg()[0].toFixed(2)}; pages from ${path.basename(served.origin)}`)
} finally {
  await browser.close()
  await served.stop()
}
