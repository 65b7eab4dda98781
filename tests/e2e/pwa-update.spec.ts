import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './pwa-support'

// A new deployment, seen by this test only: the test's own origin is a small proxy in front of the
// server (another port, so its own service worker registration). Once `deployed`, its sw.js is the
// built worker plus a few lines, so the browser finds a changed worker; other tests keep the real one.
const NEXT_WORKER_LINES = `
;self.addEventListener('message', (event) => {
  if (event.data === 'colorly-version?') event.ports[0].postMessage('next')
})
`

async function startDeployProxy(target: string) {
  const state = { deployed: false }
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      // No conditional requests: a 304 would hide the changed worker.
      for (const [name, value] of Object.entries(req.headers))
        if (
          typeof value === 'string' &&
          !['host', 'connection', 'if-none-match', 'if-modified-since'].includes(name)
        )
          headers.set(name, value)
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      })
      let body = Buffer.from(await upstream.arrayBuffer())
      if (state.deployed && req.url?.startsWith('/sw.js'))
        body = Buffer.concat([body, Buffer.from(NEXT_WORKER_LINES)])
      const out: Record<string, string> = {}
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          out[name] = value
      })
      res.writeHead(upstream.status, out).end(body)
    } catch (err) {
      res.writeHead(502).end(String(err))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, state, close: () => server.close() }
}

const askVersion = () =>
  new Promise<string>((resolve) => {
    const controller = navigator.serviceWorker.controller
    if (!controller) return resolve('none')
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => resolve(String(event.data))
    controller.postMessage('colorly-version?', [channel.port2])
    setTimeout(() => resolve('first'), 2000)
  })

test('a new service worker waits; "New version available" and Reload switch to it', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const proxy = await startDeployProxy(baseURL as string)
  test.info().attach('proxy', { body: proxy.url })
  try {
    await checkUpdate(page, proxy)
  } finally {
    proxy.close()
  }
})

async function checkUpdate(
  page: import('@playwright/test').Page,
  proxy: { url: string; state: { deployed: boolean } },
) {
  await page.goto(`${proxy.url}/terms`)
  await waitForServiceWorker(page)
  await expect(page.getByText('New version available')).toHaveCount(0)
  expect(await page.evaluate(askVersion)).toBe('first')

  proxy.state.deployed = true
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

  const prompt = page.getByRole('status').filter({ hasText: 'New version available' })
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  // No skipWaiting on install: the old worker still controls the page until Reload.
  expect(await page.evaluate(askVersion)).toBe('first')
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    true,
  )

  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  await expect.poll(() => page.evaluate(askVersion), { timeout: 20_000 }).toBe('next')
  await expect(page.getByText('New version available')).toHaveCount(0)
}

test('coming back to the app checks for an update, except while offline', async ({ page, context }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { __updateChecks: number }
    counted.__updateChecks = 0
    const update = ServiceWorkerRegistration.prototype.update
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      counted.__updateChecks++
      return update.call(this)
    }
  })
  const checks = () => page.evaluate(() => (window as unknown as { __updateChecks: number }).__updateChecks)
  const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await page.goto('/')
  await waitForServiceWorker(page)
  const before = await checks()

  await context.setOffline(true)
  try {
    await comeBack()
    expect(await checks()).toBe(before)
    // Offline the app keeps working from the installed version.
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  } finally {
    await context.setOffline(false)
  }
  const online = await checks()
  await comeBack()
  await expect.poll(checks).toBe(online + 1)
})
