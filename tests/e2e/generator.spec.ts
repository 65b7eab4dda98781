import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import {
  cardFor,
  cards,
  gallery,
  generateButton,
  generateThroughForm,
  promptBox,
  signInOnApp,
  usageText,
} from './generator-support'
import { pauseClock } from './support'

// These tests answer API calls with page.route, and Playwright's routes do not see what a service worker
// that has taken over the page fetches: once in CI a delete meant to fail really deleted the page. The
// offline tests keep the worker.
test.use({ serviceWorkers: 'block' })

test('a new account starts empty, with Easy, Cartoon and Magic Prompt on, and an idea to try', async ({
  page,
}) => {
  await signInOnApp(page, 'empty')
  await expect(page).toHaveTitle('Create a Coloring Page · Colorly')
  await expect(
    gallery(page).getByRole('heading', { name: 'Your first coloring page is one sentence away' }),
  ).toBeVisible()
  await expect(usageText(page)).toHaveText('0 of 10 free pages used')
  await expect(page.getByText('Free plan')).toBeVisible()

  await expect(page.getByRole('group', { name: 'Complexity' }).getByRole('radio')).toHaveCount(2)
  await expect(page.getByRole('radio', { name: /^Easy/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Intricate/ })).not.toBeChecked()
  await expect(page.getByRole('group', { name: 'Art Style' }).getByRole('radio')).toHaveCount(2)
  await expect(page.getByRole('radio', { name: /^Cartoon/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Realistic/ })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Magic Prompt' })).toHaveAttribute('aria-checked', 'true')

  await expect(promptBox(page)).toHaveAttribute('placeholder', 'Describe what you want to color...')
  await expect(generateButton(page)).toBeDisabled()
  await page.getByRole('button', { name: 'A fire truck in the city' }).click()
  await expect(promptBox(page)).toHaveValue('A fire truck in the city')
  await expect(promptBox(page)).toBeFocused()
  await expect(generateButton(page)).toBeEnabled()
})

test('the Magic Prompt tooltip shows on hover and on focus, describes the switch, and Escape hides it', async ({
  page,
}) => {
  await signInOnApp(page, 'tooltip')
  const toggle = page.getByRole('switch', { name: 'Magic Prompt' })
  const tip = page.getByRole('tooltip')
  const text = 'Enhances your prompt with AI to generate better results'
  await expect(toggle).toHaveAccessibleDescription(text)
  await expect(tip).toBeHidden()

  await toggle.hover()
  await expect(tip).toBeVisible()
  await expect(tip).toHaveText(text)
  await page.mouse.move(0, 0)
  await expect(tip).toBeHidden()

  await toggle.focus()
  await expect(tip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tip).toBeHidden()

  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
})

test('generating shows progress, then a card per page with its labels and date; usage counts up', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'generate')
  // Hold the first answer a moment so the waiting state can be seen.
  let held = false
  await page.route('**/api/images/generate/', async (route) => {
    if (!held) {
      held = true
      await new Promise((r) => setTimeout(r, 1200))
    }
    await route.continue()
  })

  await promptBox(page).fill('a friendly dragon reading a book')
  const first = page.waitForResponse((r) => r.url().endsWith('/api/images/generate/'))
  await generateButton(page).click()
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  await expect(page.getByRole('progressbar', { name: 'Creating your coloring page' })).toBeVisible()
  const placeholder = gallery(page).getByRole('article', { name: 'New coloring page' })
  await expect(placeholder).toBeVisible()
  await expect(placeholder).toHaveAttribute('aria-busy', 'true')
  await expect(placeholder.getByRole('heading', { name: 'a friendly dragon reading a book' })).toBeVisible()
  const easy = (await (await first).json()) as { id: string; createdAt: string; size: string }
  expect((await first).status()).toBe(201)
  await expect(placeholder).toHaveCount(0)
  await expect(generateButton(page)).toBeEnabled()
  // The button kept the keyboard focus all along.
  await expect(generateButton(page)).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Your coloring page is ready.' })).toBeAttached()

  const easyCard = cardFor(page, 'a friendly dragon reading a book')
  await expect(easyCard.getByText('Easy', { exact: true })).toBeVisible()
  await expect(easyCard.getByText('Cartoon', { exact: true })).toBeVisible()
  const time = easyCard.locator('time')
  await expect(time).toHaveAttribute('datetime', easy.createdAt)
  const shown = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    easy.createdAt,
  )
  await expect(time).toHaveText(shown)
  const img = easyCard.getByRole('img', { name: 'Coloring page: a friendly dragon reading a book' })
  await expect(img).toHaveAttribute('width', '2550')
  await expect(img).toHaveAttribute('height', '3300')
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(2550)
  await expect(usageText(page)).toHaveText('1 of 10 free pages used')

  const intricate = await generateThroughForm(page, 'a lighthouse by the sea', {
    complexity: 'intricate',
    style: 'realistic',
  })
  expect(intricate.status).toBe(201)
  expect(intricate.body).toMatchObject({ complexity: 'intricate', style: 'realistic' })
  const intricateCard = cardFor(page, 'a lighthouse by the sea')
  await expect(intricateCard.getByText('Intricate', { exact: true })).toBeVisible()
  await expect(intricateCard.getByText('Realistic', { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  // Newest first.
  await expect(cards(page).first().getByRole('heading')).toHaveText('a lighthouse by the sea')
  await expect(usageText(page)).toHaveText('2 of 10 free pages used')
  await expect(page.getByRole('progressbar', { name: 'Pages used' })).toHaveAttribute('aria-valuenow', '2')

  // Still there after a reload.
  await page.reload()
  await expect(cards(page)).toHaveCount(2)
})

test('Show/Hide Magic Prompt reveals the improved prompt; with Magic Prompt off there is none to show', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'magic')
  const improved = await generateThroughForm(page, 'a cat astronaut', { magic: true })
  expect(improved.body.prompt_final).not.toBe(improved.body.prompt_raw)
  const card = cardFor(page, 'a cat astronaut')
  const show = card.getByRole('button', { name: 'Show Magic Prompt' })
  await expect(show).toHaveAttribute('aria-expanded', 'false')
  await expect(card.getByText(improved.body.prompt_final)).toBeHidden()
  await show.click()
  await expect(card.getByText(improved.body.prompt_final)).toBeVisible()
  const hide = card.getByRole('button', { name: 'Hide Magic Prompt' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await hide.click()
  await expect(card.getByText(improved.body.prompt_final)).toBeHidden()

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/images/generate/'))
  const plain = await generateThroughForm(page, 'a fire truck', { magic: false })
  expect((await sent).postDataJSON()).toMatchObject({ prompt: 'a fire truck', improve_prompt: false })
  expect(plain.body.prompt_final).toBe('a fire truck')
  await expect(cardFor(page, 'a fire truck')).toBeVisible()
  await expect(cardFor(page, 'a fire truck').getByRole('button', { name: /Magic Prompt/ })).toHaveCount(0)
})

test('Retry makes another page from the same prompt, complexity and style, with a fresh idempotency key', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'retry')
  const keys: string[] = []
  const bodies: unknown[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/images/generate/')) {
      keys.push(r.headers()['idempotency-key'])
      bodies.push(r.postDataJSON())
    }
  })
  await generateThroughForm(page, 'a castle on a hill', { complexity: 'intricate', style: 'cartoon' })
  // The form now says something else: Retry takes what the card was made with.
  await promptBox(page).fill('something else entirely')
  await page.getByRole('radio', { name: /^Easy/ }).check()
  await page.getByRole('radio', { name: /^Realistic/ }).check()

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/images/generate/'))
  await cardFor(page, 'a castle on a hill').getByRole('button', { name: 'Retry' }).click()
  expect((await answer).status()).toBe(201)
  await expect(cardFor(page, 'a castle on a hill')).toHaveCount(2)
  for (const card of await cardFor(page, 'a castle on a hill').all()) {
    await expect(card.getByText('Intricate', { exact: true })).toBeVisible()
    await expect(card.getByText('Cartoon', { exact: true })).toBeVisible()
  }
  expect(bodies[1]).toEqual({
    prompt: 'a castle on a hill',
    improve_prompt: true,
    complexity: 'intricate',
    style: 'cartoon',
  })
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).not.toBe(keys[0])
  await expect(usageText(page)).toHaveText('2 of 10 free pages used')
})

test('PNG and PDF download with the session token, under the server’s file name', async ({ page }) => {
  const { token } = await signInOnApp(page, 'download')
  await generateThroughForm(page, 'a happy dragon with a kite')
  const card = cardFor(page, 'a happy dragon with a kite')

  const pngRequest = page.waitForRequest((r) => /\/api\/images\/[^/]+\/download\/$/.test(r.url()))
  const pngDownload = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download PNG' }).click()
  expect((await pngRequest).headers().authorization).toBe(`Token ${token}`)
  const png = await pngDownload
  expect(png.suggestedFilename()).toBe('a_happy_dragon_with_a_kite.png')
  const pngBytes = await fs.readFile(await png.path())
  expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(pngBytes.toString('ascii', 12, 16)).toBe('IHDR')
  expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([2550, 3300])

  const pdfDownload = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toBe('a_happy_dragon_with_a_kite.pdf')
  const pdfBytes = await fs.readFile(await pdf.path())
  expect(pdfBytes.toString('latin1', 0, 5)).toBe('%PDF-')
  expect(pdfBytes.length).toBeGreaterThan(1000)
})

test('Delete asks first: Cancel keeps the page, OK removes it and the usage is fetched again', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'delete')
  await generateThroughForm(page, 'a sleepy owl')
  await generateThroughForm(page, 'a busy bee')
  await expect(cards(page)).toHaveCount(2)
  const owl = cardFor(page, 'a sleepy owl')

  const messages: string[] = []
  page.once('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.dismiss()
  })
  await owl.getByRole('button', { name: 'Delete' }).click()
  await expect(owl).toBeVisible()

  page.once('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE')
  const usage = page.waitForRequest((r) => r.url().endsWith('/api/images/usage/'))
  const list = page.waitForRequest((r) => r.url().endsWith('/api/images/') && r.method() === 'GET')
  await owl.getByRole('button', { name: 'Delete' }).click()
  expect((await deleted).status()).toBe(204)
  await Promise.all([usage, list])
  expect(messages).toEqual([
    'Are you sure you want to delete this image?',
    'Are you sure you want to delete this image?',
  ])
  await expect(owl).toHaveCount(0)
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { name: /^Your coloring pages/ })).toBeFocused()
  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(cardFor(page, 'a busy bee')).toBeVisible()
})

test('Suggest shows "Suggesting..." and then fills the prompt box', async ({ page }) => {
  await signInOnApp(page, 'suggest')
  await page.route('**/api/images/suggest/', async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  await promptBox(page).fill('old words')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/images/suggest/'))
  await page.getByRole('button', { name: 'Suggest' }).click()
  await expect(page.getByRole('button', { name: 'Suggesting...' })).toBeDisabled()
  const { prompt } = (await (await answer).json()) as { prompt: string }
  expect(prompt.trim()).not.toBe('')
  await expect(promptBox(page)).toHaveValue(prompt)
  await expect(page.getByRole('button', { name: 'Suggest' })).toBeEnabled()
})

test('a refused prompt shows the server’s reason by the prompt box and charges nothing', async ({ page }) => {
  await signInOnApp(page, 'refused')
  const refused = await generateThroughForm(page, 'a man killing a deer')
  expect(refused.status).toBe(400)
  const reason = (refused.body as unknown as { error: string }).error
  expect(reason).toContain("This prompt can't be used")
  const alert = page.getByRole('form', { name: 'Describe your page' }).getByRole('alert')
  await expect(alert).toHaveText(reason)
  await expect(promptBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(cards(page)).toHaveCount(0)
  await expect(usageText(page)).toHaveText('0 of 10 free pages used')

  // Editing the prompt clears the message.
  await promptBox(page).fill('a deer in the forest')
  await expect(alert).toBeHidden()
})

test('a provider failure (502) shows its message; the button comes back', async ({ page }) => {
  await signInOnApp(page, 'provider')
  await page.route('**/api/images/generate/', (route) =>
    route.fulfill({
      status: 502,
      json: { error: 'The image service did not answer. Try again in a minute.' },
    }),
  )
  await promptBox(page).fill('a robot dog')
  await generateButton(page).click()
  await expect(page.getByRole('form', { name: 'Describe your page' }).getByRole('alert')).toHaveText(
    'The image service did not answer. Try again in a minute.',
  )
  await expect(generateButton(page)).toBeEnabled()
})

test('the usage panel says "Failed to fetch usage statistics" when usage cannot be loaded', async ({
  page,
}) => {
  await page.route('**/api/images/usage/', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
  await signInOnApp(page, 'usage-fail')
  await expect(page.getByRole('region', { name: 'Your usage' }).getByRole('alert')).toHaveText(
    'Failed to fetch usage statistics',
  )
})

test('the usage panel asks the server again every 5 seconds', async ({ page }) => {
  // The page's clock, stopped, not the wall clock: the 5 seconds are run through at once, and a busy
  // machine can neither stretch nor squeeze them.
  await pauseClock(page)
  let asked = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/images/usage/')) asked++
  })
  await signInOnApp(page, 'usage-poll')
  await expect.poll(() => asked).toBe(1)
  await page.clock.runFor(4000)
  // A request of the page's made after any the 4 seconds sent: its answer comes after their events.
  await page.evaluate(() => fetch('/api/health/'))
  expect(asked).toBe(1)
  await page.clock.runFor(1100)
  await expect.poll(() => asked).toBe(2)
  await page.clock.runFor(5000)
  await expect.poll(() => asked).toBe(3)
})

test('download, delete and suggest failures are only logged, nothing is shown', async ({ page }) => {
  await signInOnApp(page, 'quiet')
  await generateThroughForm(page, 'a snail on a leaf')
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.route(/\/api\/images\/[^/]+\/(download|download_pdf)\/$/, (route) =>
    route.fulfill({ status: 500, json: { error: 'broken' } }),
  )
  await page.route(/\/api\/images\/[^/]+\/$/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: 'broken' } })
      : route.continue(),
  )
  await page.route('**/api/images/suggest/', (route) =>
    route.fulfill({ status: 500, json: { error: 'broken' } }),
  )
  page.on('dialog', (dialog) => void dialog.accept())

  const card = cardFor(page, 'a snail on a leaf')
  await card.getByRole('button', { name: 'Download PNG' }).click()
  await card.getByRole('button', { name: 'Download PDF' }).click()
  await expect(card.getByRole('button', { name: 'Download PDF' })).toBeEnabled()
  await card.getByRole('button', { name: 'Delete' }).click()
  await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled()
  await page.getByRole('button', { name: 'Suggest' }).click()
  await expect(page.getByRole('button', { name: 'Suggest' })).toBeEnabled()

  await expect.poll(() => errors.filter((e) => /Could not/.test(e)).length).toBe(4)
  await expect(card).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
  // A failed suggestion leaves the prompt as it was.
  await expect(promptBox(page)).toHaveValue('a snail on a leaf')
})
