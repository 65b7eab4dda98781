import { expect, test } from '@playwright/test'
import { generateButton, promptBox, signInOnApp, usageText } from './generator-support'
import { pauseClock } from './support'

test('with the free pages used up, Generate opens the Monthly Limit Reached dialog', async ({ page }) => {
  // Ten real pages: give a busy machine time.
  test.setTimeout(150_000)
  // The page's clock, stopped, so the usage panel's next 5-second refresh is run through, not waited for.
  await pauseClock(page)
  const { token } = await signInOnApp(page, 'limit')
  // Spend the 10 free pages over the API, as another device would.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      page.request.post('/api/images/generate/', {
        headers: { Authorization: `Token ${token}` },
        data: { prompt: `a little boat number ${i + 1}`, improve_prompt: false },
        timeout: 120_000,
      }),
    ),
  )
  expect(answers.map((a) => a.status())).toEqual(Array(10).fill(201))
  // The usage panel polls, and the new pages follow.
  await expect(usageText(page)).toHaveText('0 of 10 free pages used')
  await page.clock.runFor(5000)
  await expect(usageText(page)).toHaveText('10 of 10 free pages used')
  await page.clock.resume()
  await expect(page.getByRole('link', { name: 'Upgrade to keep creating' })).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Monthly Limit Reached' })
  await promptBox(page).fill('one more boat please')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/images/generate/'))
  await generateButton(page).click()
  expect((await answer).status()).toBe(403)
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(
    "You've reached your monthly image generation limit. Upgrade your plan to create more coloring pages!",
  )
  await expect(dialog.getByRole('link', { name: 'View Pricing Plans' })).toBeFocused()
  // Modal: the page behind cannot be reached.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toBeFocused()

  await dialog.getByRole('button', { name: 'Maybe Later' }).click()
  await expect(dialog).toBeHidden()
  await expect(promptBox(page)).toHaveValue('one more boat please')

  await generateButton(page).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await generateButton(page).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'View Pricing Plans' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})
