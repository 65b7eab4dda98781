import { expect, test } from '@playwright/test'
import { expectAccessible } from './landing-support'

test('Terms of Service: 14 numbered sections, in order', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  const numbered = page.locator('main section h2')
  await expect(numbered).toHaveCount(14)
  const numbers = (await numbered.allTextContents()).map((t) => Number(t.split('.')[0]))
  expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => i + 1))
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(14)
  await expect(page.getByText(/does not serve children under 13/).first()).toBeVisible()
})

test('Privacy Policy says what is stored and that page views are anonymous', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  for (const heading of [
    'What we keep',
    'Why we use it',
    'What stays on your device',
    'How long we keep it',
    'Children',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
  }
  const main = page.getByRole('main')
  for (const fact of [
    /Your email address/,
    /A hash of your password/,
    /Your pages and prompts/,
    /Your plan state/,
  ]) {
    await expect(main.getByText(fact).first()).toBeVisible()
  }
  await expect(
    main.getByText(/We do not store your network address, your account, or your browser type/),
  ).toBeVisible()
})

test('License Terms: the Personal and Commercial Licenses, and the art credits with their licences', async ({
  page,
}) => {
  await page.goto('/license')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('License Terms')
  await expect(
    page.getByRole('heading', { name: 'Personal License (Starter, Hobbyist, free and trial pages)' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Commercial License (Professional)' })).toBeVisible()
  const commercial = page.locator('section#commercial')
  for (const rule of [
    /Sell the pages/,
    /Remove watermarks/,
    /Modify them/,
    /Claim copyright/,
    /competing service/,
    /Share your account access/,
    /trademarks or logos/,
  ]) {
    await expect(commercial.getByText(rule)).toBeVisible()
  }
  const personal = page.locator('section#personal')
  for (const rule of [/Sell the pages/, /Remove, cover or crop out the watermark/, /Sublicense/]) {
    await expect(personal.getByText(rule)).toBeVisible()
  }
  const credits = page.locator('section#credits')
  for (const [name, licence] of [
    ['Fluent Emoji (flat)', 'MIT License'],
    ['Noto Emoji', 'Apache License 2.0'],
    ['Game-icons.net', 'Creative Commons Attribution 3.0'],
    ['Material Design Icons', 'Apache License 2.0'],
    ['Fredoka', 'SIL Open Font License 1.1'],
    ['Emojibase data', 'MIT License'],
    ['emojilib', 'MIT License'],
  ]) {
    const item = credits.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await expect(item.getByRole('link', { name: licence })).toBeVisible()
  }
})

test('Cancellation Policy: period end, renewal, reactivation, 30-day retention and refunds', async ({
  page,
}) => {
  await page.goto('/cancellation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancellation Policy')
  const main = page.getByRole('main')
  for (const fact of [
    /Cancellation takes effect at the end of your paid period/,
    /cancel at least 24 hours before your renewal/,
    /reactivate a cancelled subscription at any time/,
    /kept for 30 days after your cancellation takes effect/,
    /request a refund within 30 days of the payment/,
    /no partial refunds/,
  ]) {
    await expect(main.getByText(fact).first()).toBeVisible()
  }
  await expect(main.getByRole('heading', { name: 'Eligible for a refund' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Not eligible' })).toBeVisible()
  for (const item of ['Duplicate charges.', 'Partial months.', 'A change of mind.']) {
    await expect(main.getByRole('listitem').filter({ hasText: item })).toBeVisible()
  }
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the legal pages and Free Coloring Pages pass axe at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    for (const path of ['/terms', '/privacy', '/license', '/cancellation', '/free-coloring-pages']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, path)
    }
  })
}
