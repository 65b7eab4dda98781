import { expect, test } from '@playwright/test'
import { cards, gallery, generateThroughForm, signInOnApp } from './generator-support'

test.use({ serviceWorkers: 'block' })

test('a teacher turns a page into a color-by-number sheet and makes a tracing sheet, neither costing a page', async ({
  page,
}) => {
  await signInOnApp(page, 'worksheet')
  const made = await generateThroughForm(page, 'a lion wearing a crown', { magic: false })
  expect(made.status).toBe(201)
  const lion = cards(page).first()
  await lion.getByRole('button', { name: 'Color by number' }).click()
  const dialog = page.getByRole('dialog', { name: 'Color by number' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: /^Add within 10/ }).check()
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/worksheets/') && r.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Make worksheet' }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  const sheet = await response.json()
  expect(sheet.kind).toBe('color_by_number')
  expect(sheet.labels.every((l: { text: string }) => /^\d+\+\d+$/.test(l.text))).toBe(true)
  await expect(cards(page)).toHaveCount(2)
  const first = cards(page).first()
  await expect(first.getByText('Color by number', { exact: true })).toBeVisible()
  // A worksheet is made from a page, not from another worksheet.
  await expect(first.getByRole('button', { name: 'Dot to dot' })).toHaveCount(0)

  await page.getByRole('radio', { name: /^Tracing/ }).check()
  await page.getByRole('textbox', { name: 'Letters, numbers, a word or a name' }).fill('friend')
  await page.getByRole('radio', { name: /^Pre-cursive/ }).check()
  const traced = page.waitForResponse(
    (r) => r.url().endsWith('/api/worksheets/') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Make Tracing Sheet' }).click()
  expect((await traced).status()).toBe(201)
  await expect(cards(page)).toHaveCount(3)
  await expect(gallery(page).getByRole('heading', { name: 'friend', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your usage' }).getByText(/free pages used/)).toHaveText(
    '1 of 10 free pages used',
  )
})
