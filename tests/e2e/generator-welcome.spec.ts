import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe'
import { cards, generateThroughForm, signInOnApp } from './generator-support'
import { withGoogleConfigured } from './google-stand-in'
import { PASSWORD, registerOverApi, uniqueEmail } from './support'

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page)
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, label).toEqual([])
}

test('signed out, /app welcomes the visitor with sign-in; signing in there opens the generator', async ({
  page,
}) => {
  const email = uniqueEmail('welcome')
  await registerOverApi(page, email)
  await page.goto('/app')
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Colorly', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Coloring Sheet' })).toHaveCount(0)
  // No Google client id in these tests: no Google option.
  await expect(page.getByText('Or continue with')).toHaveCount(0)

  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/app$/)
  const heading = page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(page.getByRole('button', { name: 'Generate Coloring Sheet' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('with Google configured, the welcome offers Google sign-in, which opens the generator', async ({
  page,
}) => {
  const session = await registerOverApi(page, uniqueEmail('welcome-google'))
  await withGoogleConfigured(page)
  // The server's answer to a verified Google credential: a real session, so the generator can load.
  await page.route('**/api/auth/google/', (route) => route.fulfill({ json: session }))
  await page.goto('/app')
  await expect(page.getByText('Or continue with')).toBeVisible()
  await page.getByRole('button', { name: 'Sign in with Google (test)' }).click()
  await expect(page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })).toBeVisible()
  await expect(page.getByText(session.user.email)).toBeVisible()
})

test('the welcome panel registers a new account too, and has the password reset', async ({ page }) => {
  await page.goto('/app')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to login' }).click()

  await page.getByRole('button', { name: 'Need an account? Register' }).click()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  const email = uniqueEmail('welcome-register')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

  // Logging out from /app shows the welcome again, not the last user's pages.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await page.goto('/app')
  await expect(page.getByRole('heading', { name: 'Welcome to Colorly' })).toBeVisible()
})

test('one user’s pages never show for the next one to sign in on the same browser', async ({ page }) => {
  test.slow()
  await signInOnApp(page, 'first-user')
  await generateThroughForm(page, 'a secret garden')
  await expect(cards(page)).toHaveCount(1)
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()

  const email = uniqueEmail('second-user')
  await registerOverApi(page, email)
  await page.goto('/app')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page.getByRole('heading', { name: 'Your first coloring page is one sentence away' }),
  ).toBeVisible()
  await expect(page.getByText('a secret garden')).toHaveCount(0)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`/app passes axe's WCAG 2.1 AA checks and fits the screen at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(viewport)
    await page.goto('/app')
    await expect(page.getByRole('heading', { name: 'Welcome to Colorly' })).toBeVisible()
    await expectNoViolations(page, 'signed-out welcome')

    await signInOnApp(page, 'axe')
    await expectNoViolations(page, 'empty generator')
    await generateThroughForm(page, 'a turtle on the beach', { complexity: 'intricate', style: 'realistic' })
    await cards(page).first().getByRole('button', { name: 'Show Magic Prompt' }).click()
    await expectNoViolations(page, 'generator with a page')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.route('**/api/images/generate/', (route) =>
      route.fulfill({ status: 403, json: { error: 'No pages left.' } }),
    )
    await page.getByRole('button', { name: 'Generate Coloring Sheet' }).click()
    await expect(page.getByRole('dialog', { name: 'Monthly Limit Reached' })).toBeVisible()
    await expectNoViolations(page, 'limit dialog')
  })
}
