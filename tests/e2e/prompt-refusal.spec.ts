import { expect, type Locator, type Page, test } from '@playwright/test'
import { cardFor, cards, gallery, generateButton, promptBox, signInOnApp } from './generator-support'
import { expectAccessible, readMarker, trial } from './landing-support'
import { serverState } from './pwa-support'

// A prompt the engine will not draw is answered with the reason and close prompts it can draw, as
// buttons that fill the prompt; nothing is charged and the free trial stays available.

const PIKACHU = "Colorly doesn't draw Pikachu: characters belong to their owners. Try a generic take instead."
const suggestionButtons = (scope: Locator | Page) =>
  scope.getByRole('list', { name: 'Try instead:' }).getByRole('button')

test('the free trial refuses "pikachu" with suggestions; a suggestion fills the prompt and makes the page', async ({
  page,
}) => {
  await page.goto('/')
  const widget = trial(page)
  const prompt = widget.getByRole('textbox', { name: 'Describe your coloring page' })
  await prompt.fill('pikachu')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/images/trial/'))
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  expect((await answer).status()).toBe(422)

  await expect(widget.getByRole('alert')).toHaveText(PIKACHU)
  await expect(suggestionButtons(widget)).toHaveText([
    'a cute mouse',
    'a mouse holding a balloon',
    'a hamster',
  ])
  // Not used up: no marker, the title still offers the trial.
  expect(await readMarker(page)).toBeNull()
  await expect(widget.getByRole('heading', { name: 'Try it now - Free!' })).toBeVisible()
  await expectAccessible(page, 'trial with a refusal')
  await widget.scrollIntoViewIfNeeded()
  await widget.screenshot({ path: test.info().outputPath('refusal-trial.png') })

  await suggestionButtons(widget).filter({ hasText: 'a cute mouse' }).click()
  await expect(prompt).toHaveValue('a cute mouse')
  await expect(prompt).toBeFocused()
  await expect(widget.getByRole('alert')).toBeHidden()
  await expect(suggestionButtons(widget)).toHaveCount(0)

  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  await expect(widget.getByRole('img', { name: 'Your coloring page: a cute mouse' })).toBeVisible()
  expect(await readMarker(page)).not.toBeNull()
})

test('/app refuses "pikachu" without charging; a suggestion fills the prompt and one more click makes it', async ({
  page,
}) => {
  const { token } = await signInOnApp(page, 'refusal-app')
  await promptBox(page).fill('pikachu')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/images/generate/'))
  await generateButton(page).click()
  expect((await answer).status()).toBe(422)

  const form = page.getByRole('form', { name: 'Describe your page' })
  await expect(form.getByRole('alert')).toHaveText(PIKACHU)
  await expect(suggestionButtons(form)).toHaveText(['a cute mouse', 'a mouse holding a balloon', 'a hamster'])
  expect((await serverState(page, token)).generated).toBe(0)
  await expect(cards(page)).toHaveCount(0)
  await expectAccessible(page, 'generator with a refusal')
  await page.screenshot({ path: test.info().outputPath('refusal-app.png'), fullPage: true })

  await suggestionButtons(form).filter({ hasText: 'a mouse holding a balloon' }).click()
  await expect(promptBox(page)).toHaveValue('a mouse holding a balloon')
  await expect(promptBox(page)).toBeFocused()
  await expect(form.getByRole('alert')).toBeHidden()

  await generateButton(page).click()
  await expect(cardFor(page, 'a mouse holding a balloon')).toBeVisible({ timeout: 20_000 })
  expect((await serverState(page, token)).generated).toBe(1)
})

test('a queued prompt refused when the connection returns says why, is not sent again, and its suggestion fills the prompt', async ({
  page,
  context,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'refusal-queue')
  let sent = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/images/generate/') && r.method() === 'POST') sent++
  })
  await context.setOffline(true)
  await promptBox(page).fill('Elsa')
  await generateButton(page).click()
  const queued = gallery(page).getByRole('article', { name: 'Queued: Elsa' })
  await expect(queued).toContainText('Waiting for connection')

  await context.setOffline(false)
  await expect(queued).toContainText("Colorly doesn't draw Elsa", { timeout: 30_000 })
  await expect(suggestionButtons(queued)).toContainText(['a princess with a crown', 'a snowflake'])
  expect(sent).toBe(1)
  // Coming back to the tab sends the queue again: the refused prompt is not among it.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await page.waitForTimeout(500)
  expect(sent).toBe(1)
  expect((await serverState(page, token)).generated).toBe(0)
  await queued.screenshot({ path: test.info().outputPath('refusal-queued.png') })

  await suggestionButtons(queued).filter({ hasText: 'a snowflake' }).click()
  await expect(promptBox(page)).toHaveValue('a snowflake')
  await expect(promptBox(page)).toBeFocused()
  await expect(queued).toHaveCount(0)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the suggestion buttons are at least 48 px tall', async ({ page }) => {
    await page.goto('/')
    const widget = trial(page)
    await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('Mickey Mouse')
    await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
    await expect(suggestionButtons(widget).first()).toBeVisible()
    for (const button of await suggestionButtons(widget).all()) {
      const box = await button.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48)
    }
    await widget.screenshot({ path: test.info().outputPath('refusal-trial-touch.png') })
  })
})
