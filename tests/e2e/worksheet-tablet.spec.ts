import { expect, test } from '@playwright/test'
import { PNG } from 'pngjs'
import { buildRegions, forEachRun, regionAt } from '../../src/features/coloring/regions'
import { pagePng, tapPage, waitForColoring } from './coloring-support'
import { signInOnApp } from './generator-support'

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' })

type Sheet = {
  id: string
  key: { number: number; color_name: string; hex: string }[]
  labels: { answer: number; fill_x: number; fill_y: number }[]
}

test('a child colors a color-by-number sheet on a tablet with its key as the palette and is told when it is done', async ({
  page,
}) => {
  // A page, a worksheet and a full coloring: a busy machine needs more than the default 30 s.
  test.slow()
  const { token } = await signInOnApp(page, 'tablet')
  const auth = { Authorization: `Token ${token}` }
  const made = await page.request.post('/api/images/generate/', {
    headers: auth,
    data: { prompt: 'a lion wearing a crown', improve_prompt: false },
  })
  const lion = await made.json()
  const answer = await page.request.post('/api/worksheets/', {
    headers: auth,
    data: { kind: 'color_by_number', image_id: lion.id, colors: 4, labels: 'add10' },
  })
  expect(answer.status()).toBe(201)
  const sheet = (await answer.json()) as Sheet

  // Where to tap for each label: well inside the region its fill point is in.
  const png = PNG.sync.read(await pagePng(page, token, sheet.id))
  const regions = buildRegions(png.data, png.width, png.height)
  const taps = sheet.labels.map((label) => {
    const region = regionAt(regions, label.fill_x, label.fill_y)
    let best = { x: label.fill_x, y: label.fill_y, width: 0 }
    forEachRun(regions, region, (y, x0, x1) => {
      const x = Math.floor((x0 + x1) / 2)
      const inside = [-12, 12].every((d) => regionAt(regions, x, y + d) === region)
      if (x1 - x0 > best.width && inside) best = { x, y, width: x1 - x0 }
    })
    return { at: { x: best.x, y: best.y }, answer: label.answer }
  })

  await page.goto(`/app/color/${sheet.id}`)
  await waitForColoring(page)
  // The palette is the key.
  for (const k of sheet.key)
    await expect(page.getByRole('radio', { name: `${k.number} ${k.color_name}`, exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Red orange' })).toHaveCount(0)
  const done = page.getByText('Every region has its colour. Well done!')
  for (const [i, tap] of taps.entries()) {
    const entry = sheet.key.find((k) => k.number === tap.answer)
    if (!entry) throw new Error('label without a key entry')
    await page.getByRole('radio', { name: `${entry.number} ${entry.color_name}`, exact: true }).tap()
    await tapPage(page, tap.at)
    if (i < taps.length - 1) await expect(done).toHaveCount(0)
  }
  await expect(done).toBeVisible()
})
