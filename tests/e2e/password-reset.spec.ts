import { expect, test } from '@playwright/test'
import { loginThroughForm, PASSWORD, readResetLink, registerOverApi, uniqueEmail } from './support'

test('forgot password: the mailed link sets a new password; the old one stops working', async ({ page }) => {
  const email = uniqueEmail('reset')
  await registerOverApi(page, email)

  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(
    page.getByText('If an account exists with this email, you will receive password reset instructions.'),
  ).toBeVisible()

  const link = await readResetLink(email)
  expect(new URL(link).pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/)
  await page.goto(link)
  const newPassword = 'fresh-crayons-77'
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByText('Password reset successful. Please login with your new password.'),
  ).toBeVisible()

  await loginThroughForm(page, email, PASSWORD)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')

  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/app$/)

  // The link works once.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await page.goto(link)
  await page.getByLabel('New Password', { exact: true }).fill('another-one-88')
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-one-88')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('alert')).toHaveText('Failed to reset password')
})

test('"Passwords do not match" is shown and nothing is sent', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/password-reset-confirm/')) sent.push(r.url())
  })
  await page.goto('/reset-password/some-uid/some-token')
  await page.getByLabel('New Password', { exact: true }).fill('one-password-1')
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-password-2')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match')
  await page.waitForTimeout(300)
  expect(sent).toEqual([])
  await expect(page).toHaveURL(/\/reset-password\/some-uid\/some-token$/)
})

test('a bad reset link shows "Failed to reset password"; the button is disabled while it is tried', async ({
  page,
}) => {
  await page.route('**/api/password-reset-confirm/', async (route) => {
    await new Promise((r) => setTimeout(r, 400))
    await route.continue()
  })
  await page.goto('/reset-password/bad-uid/bad-token')
  await page.getByLabel('New Password', { exact: true }).fill('same-password-3')
  await page.getByLabel('Confirm Password', { exact: true }).fill('same-password-3')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveText('Failed to reset password')
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
})

test('a network failure while resetting shows "Failed to reset password"', async ({ page }) => {
  await page.route('**/api/password-reset-confirm/', (route) => route.abort('internetdisconnected'))
  await page.goto('/reset-password/u/t')
  await page.getByLabel('New Password', { exact: true }).fill('same-password-4')
  await page.getByLabel('Confirm Password', { exact: true }).fill('same-password-4')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('alert')).toHaveText('Failed to reset password')
})

test('the reset request needs an email; "Back to login" and "Return to login" lead back', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('required', '')
  await page.getByRole('button', { name: 'Back to login' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()

  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'))
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await page.getByRole('button', { name: 'Return to login' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
})

test('a failed reset request shows the server’s error, else "Password reset failed"', async ({ page }) => {
  let answer = { status: 429, body: '{"error":"Too many attempts. Try again in 15 minutes."}' }
  await page.route('**/api/password-reset/', (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
  )
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('fail'))
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.')

  answer = { status: 500, body: '{}' }
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Password reset failed')
})
