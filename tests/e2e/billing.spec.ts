import { expect, test } from '@playwright/test'
import {
  longDate,
  planCard,
  planPanel,
  subscribeOverApi,
  subscriptionOverApi,
  usageOverApi,
  usagePanel,
} from './billing-support'
import { signInFresh } from './support'

// Dates on the account page are in the reader's time zone; here that is UTC, as in longDate.
test.use({ timezoneId: 'UTC' })

test('checkout to Starter in the sandbox: test mode is said, paying lands on /account with 100 pages a month', async ({
  page,
}) => {
  const { token, email } = await signInFresh(page, 'checkout')
  await page.goto('/pricing')
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await planCard(page, 'Starter').getByRole('button', { name: 'Get Starter' }).click()

  await expect(page.getByRole('heading', { name: 'Subscribe to Starter' })).toBeVisible()
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible()
  await expect(page.getByText('$84.00 per year')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.getByRole('button', { name: 'Pay $84.00 (test mode)' }).click()

  await expect(page).toHaveURL(/\/account$/)
  await expect(usagePanel(page).getByText('Starter plan: 0 of 100 pages used this month')).toBeVisible()
  expect(await usageOverApi(page, token)).toMatchObject({
    plan: 'starter',
    monthly_limit: 100,
    total_limit: null,
  })
  const { renewsAt } = await subscriptionOverApi(page, token)
  await expect(planPanel(page).getByText('Starter, billed annually')).toBeVisible()
  await expect(planPanel(page).getByText(`Renews on ${longDate(renewsAt)}`)).toBeVisible()
})

test('turning back on the sandbox checkout returns to pricing with nothing bought', async ({ page }) => {
  const { token } = await signInFresh(page, 'turnback')
  await page.goto('/pricing')
  await planCard(page, 'Hobbyist').getByRole('button', { name: 'Get Hobbyist' }).click()
  await expect(page.getByRole('heading', { name: 'Subscribe to Hobbyist' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel and go back' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(planCard(page, 'Hobbyist').getByRole('button', { name: 'Get Hobbyist' })).toBeEnabled()
  expect((await usageOverApi(page, token)).plan).toBe('free')
})

test('cancelling shows the end date on /account, and reactivating shows the renewal again', async ({
  page,
}) => {
  const { token } = await signInFresh(page, 'cancel')
  await subscribeOverApi(page, token, 'sandbox_hobbyist_monthly')
  const { renewsAt } = await subscriptionOverApi(page, token)
  const periodEnd = longDate(renewsAt)

  await page.goto('/account')
  await expect(planPanel(page).getByText(`Renews on ${periodEnd}`)).toBeVisible()
  await planPanel(page).getByRole('button', { name: 'Cancel subscription' }).click()

  // The sandbox's manage page asks first.
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible()
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible()
  const confirm = page.getByRole('button', { name: 'Yes, cancel my subscription' })
  await expect(confirm).toBeHidden()
  await page.getByText('Cancel subscription', { exact: true }).click()
  await confirm.click()
  await expect(page.getByRole('status')).toHaveText(/Your subscription is cancelled/)
  await page.getByRole('link', { name: 'Return to Colorly' }).click()

  await expect(page).toHaveURL(/\/account$/)
  const { dataDeletionAt } = await subscriptionOverApi(page, token)
  await expect(planPanel(page).getByText(`Ends on ${periodEnd}`)).toBeVisible()
  await expect(planPanel(page).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(planPanel(page).getByText(/you keep Hobbyist until then/)).toBeVisible()
  await expect(
    planPanel(page).getByText(`will be deleted on ${longDate(dataDeletionAt)}`, { exact: false }),
  ).toBeVisible()
  // Access stays until the end date.
  await expect(usagePanel(page).getByText('Hobbyist plan: 0 of 1,000 pages used this month')).toBeVisible()

  await planPanel(page).getByRole('button', { name: 'Reactivate subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Reactivate subscription' }).click()
  await expect(page.getByRole('status')).toHaveText(/active again/)
  await page.getByRole('link', { name: 'Return to Colorly' }).click()

  await expect(page).toHaveURL(/\/account$/)
  await expect(planPanel(page).getByText(`Renews on ${periodEnd}`)).toBeVisible()
  await expect(planPanel(page).getByText(/Ends on/)).toHaveCount(0)
  await expect(planPanel(page).getByText(/will be deleted/)).toHaveCount(0)
})

test('Manage Account opens the sandbox manage page, which leads back to the account', async ({ page }) => {
  const { email } = await signInFresh(page, 'manage')
  await page.goto('/account')
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/create-checkout-session/') && r.method() === 'POST',
  )
  await page.getByRole('button', { name: 'Manage Account' }).click()
  const origin = new URL(page.url()).origin
  expect((await request).postDataJSON()).toEqual({ returnUrl: `${origin}/account` })

  await expect(page).toHaveURL(/\/api\/billing\/sandbox\/portal\/\?session=/)
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible()
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.getByRole('link', { name: 'Return to Colorly' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
})

test('a portal call that fails is only logged, and Manage Account works again', async ({ page }) => {
  await signInFresh(page, 'managefail')
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.route('**/api/create-checkout-session/', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"Stripe is down"}' }),
  )
  await page.goto('/account')
  const manage = page.getByRole('button', { name: 'Manage Account' })
  await manage.click()
  await expect.poll(() => errors.some((e) => e.includes('Could not open the billing portal'))).toBe(true)
  await expect(manage).toBeEnabled()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('Stripe is down')).toHaveCount(0)
})
