import { expect, test } from '@playwright/test'
import { planCard, subscribeOverApi } from './billing-support'
import {
  loginThroughForm,
  PASSWORD,
  registerOverApi,
  signInFresh,
  uniqueEmail,
  waitForHydration,
} from './support'

test('pricing opens on annual billing, and switching to monthly changes every price', async ({ page }) => {
  await page.goto('/pricing')
  await expect(page).toHaveTitle('Pricing · Colorly')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Starter, Hobbyist and Professional/,
  )
  await expect(page.getByText('Save 50% w/ Annual')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked()

  const annual = { Starter: ['$7', '$84'], Hobbyist: ['$10', '$120'], Professional: ['$25', '$300'] }
  for (const [name, [perMonth, yearly]] of Object.entries(annual)) {
    const card = planCard(page, name)
    await expect(card.locator('.pricing-card__price')).toHaveText(`${perMonth}/month`)
    await expect(card.getByText(`billed ${yearly} yearly`)).toBeVisible()
  }
  await expect(planCard(page, 'Starter').getByText('100 coloring pages per month')).toBeVisible()
  await expect(planCard(page, 'Hobbyist').getByText('1,000 coloring pages per month')).toBeVisible()
  await expect(planCard(page, 'Professional').getByText('5,000 coloring pages per month')).toBeVisible()
  await expect(planCard(page, 'Professional').getByText('Commercial license')).toBeVisible()
  await expect(planCard(page, 'Hobbyist').getByText('Most popular')).toBeVisible()
  await expect(planCard(page, 'Starter').getByText('Most popular')).toHaveCount(0)

  // Prerendered: a choice made before React takes the page over is undone by it.
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'Monthly' }).check()
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  const monthly = { Starter: '$10', Hobbyist: '$15', Professional: '$37' }
  for (const [name, price] of Object.entries(monthly)) {
    const card = planCard(page, name)
    await expect(card.locator('.pricing-card__price')).toHaveText(`${price}/month`)
    await expect(card.getByText('billed monthly')).toBeVisible()
    await expect(card.getByText(/yearly/)).toHaveCount(0)
  }

  // The keyboard works the switch too.
  await page.getByRole('radio', { name: 'Monthly' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expect(planCard(page, 'Starter').locator('.pricing-card__price')).toHaveText('$7/month')
})

test('a signed-out pick goes to sign in, and signing in comes back to pricing', async ({ page }) => {
  const email = uniqueEmail('pick')
  await registerOverApi(page, email)
  await page.goto('/pricing')
  await planCard(page, 'Hobbyist').getByRole('link', { name: 'Get Hobbyist' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing$/)
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/pricing$/)
  // Signed in now: the cards offer checkout buttons, and a free account has no current plan here.
  await expect(planCard(page, 'Hobbyist').getByRole('button', { name: 'Get Hobbyist' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(0)
})

test("the user's own plan shows a disabled Current Plan button, the others can still be picked", async ({
  page,
}) => {
  const { token } = await signInFresh(page, 'current')
  await subscribeOverApi(page, token, 'sandbox_starter_monthly')
  await page.goto('/pricing')
  const current = planCard(page, 'Starter').getByRole('button', { name: 'Current Plan' })
  await expect(current).toBeVisible()
  await expect(current).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(1)
  await expect(planCard(page, 'Hobbyist').getByRole('button', { name: 'Get Hobbyist' })).toBeEnabled()
  await expect(planCard(page, 'Professional').getByRole('button', { name: 'Get Professional' })).toBeEnabled()
})

test('a signed-in pick sends the checkout request with the plan and the way back, then follows its url', async ({
  page,
}) => {
  await signInFresh(page, 'pickapi')
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'Monthly' }).check()
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/create-checkout-session/') && r.method() === 'POST',
  )
  await planCard(page, 'Professional').getByRole('button', { name: 'Get Professional' }).click()
  const origin = new URL(page.url()).origin
  expect((await request).postDataJSON()).toEqual({
    priceId: 'sandbox_professional_monthly',
    successUrl: `${origin}/account`,
    cancelUrl: `${origin}/pricing`,
  })
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\/checkout\/\?session=/)
  await expect(page.getByRole('heading', { name: 'Subscribe to Professional' })).toBeVisible()
  await expect(page.getByText('$37.00 per month')).toBeVisible()
})

test('a checkout that fails is only logged, and the buttons work again', async ({ page }) => {
  await signInFresh(page, 'pickfail')
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.route('**/api/create-checkout-session/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  )
  await page.goto('/pricing')
  const pick = planCard(page, 'Starter').getByRole('button', { name: 'Get Starter' })
  await pick.click()
  await expect.poll(() => errors.some((e) => e.includes('Could not start the checkout'))).toBe(true)
  await expect(pick).toBeEnabled()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
