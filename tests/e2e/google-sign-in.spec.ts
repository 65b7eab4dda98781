import { expect, test } from '@playwright/test'
import { withGoogleConfigured } from './google-stand-in'
import { uniqueEmail } from './support'

test('with a Google client id, "Or continue with" Google signs in through /api/auth/google/', async ({
  page,
}) => {
  await withGoogleConfigured(page)
  // The server's answer to a verified credential is a real session, so /app's own calls succeed.
  const registered = await page.request.post('/api/auth/register/', {
    data: { email: uniqueEmail('google'), password: 'correct horse battery' },
  })
  const session = (await registered.json()) as { user: unknown; token: string }
  let sent: unknown
  await page.route('**/api/auth/google/', async (route) => {
    sent = route.request().postDataJSON()
    await route.fulfill({ json: session })
  })

  await page.goto('/login')
  await expect(page.getByText('Or continue with')).toBeVisible()
  await page.getByRole('button', { name: 'Sign in with Google (test)' }).click()

  await expect(page).toHaveURL(/\/app$/)
  expect(sent).toEqual({ credential: 'google-id-token-from-test' })
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token)
})

test('a refused Google sign-in shows the server’s error', async ({ page }) => {
  await withGoogleConfigured(page)
  await page.route('**/api/auth/google/', (route) =>
    route.fulfill({ status: 401, json: { error: 'This Google sign-in could not be verified.' } }),
  )
  await page.goto('/login?register=true')
  await page.getByRole('button', { name: 'Sign in with Google (test)' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'This Google sign-in could not be verified.',
  )
  await expect(page).toHaveURL(/\/login\?register=true$/)
})

test('when Google’s script cannot load, the Google option disappears instead of failing', async ({
  page,
}) => {
  await page.route('**/api/config/', (route) => route.fulfill({ json: { googleClientId: 'test-client' } }))
  await page.route('https://accounts.google.com/**', (route) => route.abort('internetdisconnected'))
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByText('Or continue with')).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
})
