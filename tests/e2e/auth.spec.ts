import { expect, test } from '@playwright/test'
import { loginThroughForm, PASSWORD, registerOverApi, registerThroughForm, uniqueEmail } from './support'

test('registering lands on /app signed in, with the session saved under "user" and "token"', async ({
  page,
}) => {
  const email = uniqueEmail('register')
  await registerThroughForm(page, email)

  await expect(page.getByRole('heading', { name: 'Create a Coloring Page' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Go to App' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0)

  const saved = await page.evaluate(() => ({
    user: localStorage.getItem('user'),
    token: localStorage.getItem('token'),
  }))
  expect(JSON.parse(saved.user ?? '{}').email).toBe(email)
  expect(saved.token).toBeTruthy()

  // The session survives a reload.
  await page.reload()
  await expect(page).toHaveURL(/\/app$/)
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('registering with an email already in use shows the server’s reason', async ({ page }) => {
  const email = uniqueEmail('taken')
  await registerOverApi(page, email)
  await page.goto('/login?register=true')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert')).toHaveText(/.+/)
  await expect(page.getByRole('alert')).not.toHaveText('Registration failed')
  await expect(page).toHaveURL(/\/login\?register=true$/)
})

test('logging out revokes the token and signs the browser out; logging in again lands on /app', async ({
  page,
}) => {
  const email = uniqueEmail('logout')
  await registerThroughForm(page, email)
  const token = await page.evaluate(() => localStorage.getItem('token'))

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout/') && r.method() === 'POST')
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  expect((await logout).headers().authorization).toBe(`Token ${token}`)

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ])
  const me = await page.request.get('/api/auth/me/', { headers: { Authorization: `Token ${token}` } })
  expect(me.status()).toBe(401)

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('a wrong password shows the server’s error and stays on the sign-in form', async ({ page }) => {
  const email = uniqueEmail('wrong')
  await registerOverApi(page, email)
  await page.goto('/login')
  await loginThroughForm(page, email, 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
})

test('signing in from /login?redirect=/pricing goes back to /pricing', async ({ page }) => {
  const email = uniqueEmail('redirect')
  await registerOverApi(page, email)
  await page.goto('/login?redirect=/pricing')
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible()
})

test('a redirect to another site is ignored: sign-in goes to /app', async ({ page }) => {
  const email = uniqueEmail('offsite')
  await registerOverApi(page, email)
  await page.goto('/login?redirect=https%3A%2F%2Fexample.org%2Fphish')
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app$/)
})

test('the sign-in and register forms link to each other', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Need an account? Register' }).click()
  await expect(page).toHaveURL(/\/login\?register=true$/)
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByRole('link', { name: 'Already have an account? Login' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  // No Google client id is configured for these tests, so there is no Google option.
  await expect(page.getByText('Or continue with')).toHaveCount(0)
})

test('signed out, /app shows the sign-in form in place of the generator; signing in stays on /app', async ({
  page,
}) => {
  const email = uniqueEmail('guard')
  await registerOverApi(page, email)
  await page.goto('/app')
  await expect(page).toHaveURL(/\/app$/)
  await loginThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'Create a Coloring Page' })).toBeVisible()
})

test('when the server rejects the saved token (401), the session is cleared and the browser goes home', async ({
  page,
}) => {
  const email = uniqueEmail('revoked')
  await registerThroughForm(page, email)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  // Leave the app first: an open generator would notice the revoked token on its next poll and sign out
  // before the page below loads, which is the other (also correct) way this ends.
  await page.goto('about:blank')
  // The token is revoked elsewhere (another device logs out).
  const revoke = await page.request.post('/api/auth/logout/', {
    headers: { Authorization: `Token ${token}` },
  })
  expect(revoke.ok()).toBe(true)

  await page.goto('/account')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
