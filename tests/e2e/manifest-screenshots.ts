// Takes the manifest's store screenshots (public/screenshots) with Chromium from a running server:
//   npx tsx tests/e2e/manifest-screenshots.ts http://127.0.0.1:8080
// 'wide' at 1280x800 and 'narrow' at 750x1334, of /app with a few pages and of the landing page.
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunchOptions } from './chromium'

const base = process.argv[2] ?? 'http://127.0.0.1:8080'
const out = new URL('../../public/screenshots/', import.meta.url)
fs.mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext({ baseURL: base })
const page = await context.newPage()
const email = `screens-${Date.now()}@example.com`
const session = await (
  await page.request.post('/api/auth/register/', { data: { email, password: 'crayons-and-paper-42' } })
).json()
for (const prompt of [
  'a friendly dragon reading a book',
  'a fire truck in the city',
  'a cat astronaut on the moon',
])
  await page.request.post('/api/images/generate/', {
    headers: { Authorization: `Token ${session.token}` },
    data: { prompt, improve_prompt: false, complexity: 'easy', style: 'cartoon' },
  })
await page.goto('/')
await page.evaluate(({ user, token }) => {
  localStorage.setItem('user', JSON.stringify(user))
  localStorage.setItem('token', token)
}, session)

const shots = [
  { name: 'app-wide', path: '/app', width: 1280, height: 800 },
  { name: 'app-narrow', path: '/app', width: 750, height: 1334 },
  { name: 'home-wide', path: '/', width: 1280, height: 800 },
  { name: 'home-narrow', path: '/', width: 750, height: 1334 },
]
for (const shot of shots) {
  await page.setViewportSize({ width: shot.width, height: shot.height })
  await page.goto(shot.path)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.evaluate(async () => {
    // Lazy pictures below the fold never decode: wait at most 3 s.
    const pictures = Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
    await Promise.race([pictures, new Promise((r) => setTimeout(r, 3000))])
  })
  const png = await page.screenshot()
  await sharp(png)
    .png({ palette: true, colors: 128, compressionLevel: 9 })
    .toFile(new URL(`${shot.name}.png`, out).pathname)
}
await browser.close()
