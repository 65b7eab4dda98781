import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { DAY_MS, expectAccessible, presetMarker, readMarker, TRIAL_USED, trial } from './landing-support'

test('the free trial: a prompt makes a page, Download gives its PNG, and after a reload the trial is used', async ({
  page,
}) => {
  // Slow the answer down a little so the waiting state can be seen.
  await page.route('**/api/images/trial/', async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  await page.goto('/')
  const widget = trial(page)
  await expect(widget.getByRole('heading', { name: 'Try it now - Free!' })).toBeVisible()
  const generate = widget.getByRole('button', { name: 'Generate Free Coloring Page' })
  await expect(generate).toBeDisabled()
  const prompt = widget.getByRole('textbox', { name: 'Describe your coloring page' })
  await prompt.fill('   ')
  await expect(generate).toBeDisabled()
  await prompt.fill('a lion wearing a crown')
  await expect(generate).toBeEnabled()

  const request = page.waitForRequest((r) => r.url().endsWith('/api/images/trial/') && r.method() === 'POST')
  await generate.click()
  await expect(widget.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  const sent = (await request).postDataJSON() as { prompt: string; visitor_id: string }
  expect(sent.prompt).toBe('a lion wearing a crown')
  expect(sent.visitor_id.length).toBeGreaterThanOrEqual(8)

  // The page is shown, the title invites to sign up, and the marker holds the id that was sent.
  const image = widget.getByRole('img', { name: 'Your coloring page: a lion wearing a crown' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000)
  await expect(widget.getByRole('heading', { name: 'Sign up to receive 10 free creations!' })).toBeVisible()
  const marker = await readMarker(page)
  expect(marker?.id).toBe(sent.visitor_id)
  expect(Math.abs((marker?.ts ?? 0) - Date.now())).toBeLessThan(60_000)
  await expect(widget.getByRole('link', { name: 'Sign Up for More' })).toHaveAttribute(
    'href',
    '/login?register=true',
  )
  await expectAccessible(page, 'trial with its page')

  // Download is a browser navigation to download_trial, which answers the page as a PNG file.
  const download = page.waitForEvent('download')
  await widget.getByRole('button', { name: 'Download Coloring Page' }).click()
  const file = await download
  expect(file.url()).toMatch(
    new RegExp(`/api/images/download_trial/\\?visitor_id=${encodeURIComponent(sent.visitor_id)}$`),
  )
  expect(file.suggestedFilename()).toMatch(/\.png$/)
  const bytes = await fs.readFile(await file.path())
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))

  // Trying again in the same visit is refused here, without asking the server.
  let asked = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/images/trial/')) asked++
  })
  await prompt.fill('a unicorn')
  await generate.click()
  await expect(widget.getByRole('alert')).toHaveText(TRIAL_USED)

  // After a reload: the used state with sample pages that change every 3 seconds.
  await page.reload()
  await expect(widget.getByRole('heading', { name: 'Sign up to receive 10 free creations!' })).toBeVisible()
  const carousel = widget.getByRole('region', { name: 'Sample coloring pages' })
  await expect(carousel).toBeVisible()
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"] img')
  await expect(current).toHaveCount(1)
  const first = await current.getAttribute('alt')
  await expect(carousel.getByRole('group', { name: '1 of 7' })).toBeVisible()
  const started = Date.now()
  await expect.poll(() => current.getAttribute('alt'), { timeout: 6000 }).not.toBe(first)
  expect(Date.now() - started).toBeGreaterThan(1500)
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(7)

  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a rocket')
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  await expect(widget.getByRole('alert')).toHaveText(TRIAL_USED)
  expect(asked).toBe(0)
})

test('a marker older than 30 days makes the trial available again, with the same visitor id', async ({
  page,
}) => {
  await presetMarker(page, 'old-visitor-0001', 31 * DAY_MS)
  await page.goto('/')
  const widget = trial(page)
  await expect(widget.getByRole('heading', { name: 'Try it now - Free!' })).toBeVisible()
  await expect(widget.getByRole('region', { name: 'Sample coloring pages' })).toHaveCount(0)
  await expect(widget.getByRole('button', { name: 'Download Coloring Page' })).toHaveCount(0)

  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a sailboat')
  const request = page.waitForRequest((r) => r.url().endsWith('/api/images/trial/'))
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  expect((await request).postDataJSON().visitor_id).toBe('old-visitor-0001')
  await expect(widget.getByRole('img', { name: 'Your coloring page: a sailboat' })).toBeVisible()
  const marker = await readMarker(page)
  expect(marker?.id).toBe('old-visitor-0001')
  expect(Date.now() - (marker?.ts ?? 0)).toBeLessThan(60_000)
})

test('a marker younger than 30 days shows the used state straight away', async ({ page }) => {
  await presetMarker(page, 'recent-visitor-0002', 29 * DAY_MS)
  await page.goto('/')
  const widget = trial(page)
  await expect(widget.getByRole('heading', { name: 'Sign up to receive 10 free creations!' })).toBeVisible()
  await expect(widget.getByRole('region', { name: 'Sample coloring pages' })).toBeVisible()
  await expectAccessible(page, 'trial used, with the carousel')
})

test('an unsafe prompt shows the server’s own error, and the trial stays available', async ({ page }) => {
  await page.goto('/')
  const widget = trial(page)
  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a naked woman')
  const response = page.waitForResponse((r) => r.url().endsWith('/api/images/trial/'))
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  const answer = await response
  expect(answer.status()).toBe(400)
  const { error } = (await answer.json()) as { error: string }
  expect(error).toBeTruthy()
  await expect(widget.getByRole('alert')).toHaveText(error)
  await expect(widget.getByRole('heading', { name: 'Try it now - Free!' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Generate Free Coloring Page' })).toBeEnabled()
  expect(await readMarker(page)).toBeNull()
  await expectAccessible(page, 'trial error')
})

test('without an error from the server, "Something went wrong. Please try again." is shown', async ({
  page,
}) => {
  let answer: 'empty-500' | 'offline' = 'empty-500'
  await page.route('**/api/images/trial/', (route) =>
    answer === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  )
  await page.goto('/')
  const widget = trial(page)
  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a cat')
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  await expect(widget.getByRole('alert')).toHaveText('Something went wrong. Please try again.')

  answer = 'offline'
  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a dog')
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  await expect(widget.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
  expect(await readMarker(page)).toBeNull()
})

test('Enter creates the page and Shift+Enter starts a new line', async ({ page }) => {
  let sent: { prompt: string } | null = null
  await page.route('**/api/images/trial/', (route) => {
    sent = route.request().postDataJSON()
    return route.fulfill({ status: 503, json: { error: 'The page service is busy. Please try again.' } })
  })
  await page.goto('/')
  const box = trial(page).getByRole('textbox', { name: 'Describe your coloring page' })
  await box.fill('a robot')
  await box.press('Shift+Enter')
  await box.pressSequentially('with a hat')
  await box.press('Enter')
  await expect(trial(page).getByRole('alert')).toHaveText('The page service is busy. Please try again.')
  expect(sent).toEqual(expect.objectContaining({ prompt: 'a robot\nwith a hat' }))
})
