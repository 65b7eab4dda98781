import { expect, test } from '@playwright/test'
import { planPanel, usagePanel } from './billing-support'
import { loginThroughForm, PASSWORD, pauseClock, registerOverApi, signInFresh, uniqueEmail } from './support'

test.use({ timezoneId: 'UTC' })

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

test('signed out, /account sends the visitor to sign in and then back to the account', async ({ page }) => {
  const email = uniqueEmail('acct-out')
  await registerOverApi(page, email)
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
})

test('logging out on the account page goes home, not to sign in', async ({ page }) => {
  await signInFresh(page, 'acct-logout')
  await page.goto('/account')
  await expect(usagePanel(page).getByText('Free plan: 0 of 10 pages used')).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('a free account shows its email, the Upgrade Plan link, Manage Account and its free pages used', async ({
  page,
}) => {
  const { email } = await signInFresh(page, 'acct-free')
  await page.goto('/account')
  await expect(page).toHaveTitle('Account · Colorly')
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Manage Account' })).toBeEnabled()
  await expect(usagePanel(page).getByText('Free plan: 0 of 10 pages used')).toBeVisible()
  const bar = usagePanel(page).getByRole('progressbar', { name: 'Pages used' })
  await expect(bar).toHaveAttribute('aria-valuemax', '10')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(planPanel(page).getByText('Free plan')).toBeVisible()
  await page.getByRole('link', { name: 'Upgrade Plan' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test('the usage panel says it is loading, then says so when usage cannot be fetched', async ({ page }) => {
  await signInFresh(page, 'acct-fail')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/images/usage/', async (route) => {
    await held
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
  })
  await page.goto('/account')
  await expect(usagePanel(page).getByText('Loading usage statistics...')).toBeVisible()
  release()
  await expect(usagePanel(page).getByRole('alert')).toHaveText('Failed to fetch usage statistics')
  await expect(usagePanel(page).getByText('Loading usage statistics...')).toHaveCount(0)
})

test('the usage panel fetches the usage again every 5 seconds', async ({ page }) => {
  // Stopped: a busy machine's own seconds must not add to the 4 run through below.
  await pauseClock(page)
  await signInFresh(page, 'acct-poll')
  let calls = 0
  await page.route('**/api/images/usage/', (route) => {
    calls++
    return route.fulfill(
      json({
        plan: 'free',
        is_free_plan: true,
        images_generated: calls,
        total_limit: 10,
        monthly_limit: null,
      }),
    )
  })
  await page.goto('/account')
  await expect(usagePanel(page).getByText('Free plan: 1 of 10 pages used')).toBeVisible()
  await page.clock.runFor(4000)
  await expect(usagePanel(page).getByText('Free plan: 1 of 10 pages used')).toBeVisible()
  await page.clock.runFor(1100)
  await expect(usagePanel(page).getByText('Free plan: 2 of 10 pages used')).toBeVisible()
  await page.clock.runFor(5000)
  await expect(usagePanel(page).getByText('Free plan: 3 of 10 pages used')).toBeVisible()
})

test('after a paid plan has ended, the account says when and when the data will be deleted', async ({
  page,
}) => {
  await signInFresh(page, 'acct-ended')
  await page.route('**/api/billing/subscription/', (route) =>
    route.fulfill(
      json({
        plan: 'free',
        planName: 'Free',
        interval: null,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        renewsAt: null,
        endsAt: '2026-03-01T09:00:00.000Z',
        dataDeletionAt: '2026-03-31T09:00:00.000Z',
        provider: 'sandbox',
        testMode: true,
      }),
    ),
  )
  await page.goto('/account')
  await expect(planPanel(page).getByText('Ended on March 1, 2026')).toBeVisible()
  await expect(
    planPanel(page).getByText(
      'Your account and coloring pages will be deleted on March 31, 2026 unless you subscribe again.',
    ),
  ).toBeVisible()
  await expect(planPanel(page).getByRole('link', { name: 'See plans and prices' })).toBeVisible()
  await expect(planPanel(page).getByRole('button', { name: /Cancel|Reactivate/ })).toHaveCount(0)
})
