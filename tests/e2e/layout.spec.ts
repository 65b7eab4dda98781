import { expect, type Page, test } from '@playwright/test'
import { signInFresh, waitForHydration } from './support'

/** A fresh account, signed in, on the landing page (the header under test is on every page). */
async function signIn(page: Page) {
  await signInFresh(page, 'layout')
  await page.goto('/')
  // Prerendered: the header's Menu button does nothing until React has taken the page over.
  await waitForHydration(page)
}

const signedOutLinks = [
  ['Home', '/'],
  ['Free Coloring Pages', '/free-coloring-pages'],
  ['Pricing', '/pricing'],
  ['Make a Coloring Page', '/login?register=true'],
  ['Sign in', '/login'],
] as const

const signedInLinks = [
  ['Home', '/'],
  ['Account', '/account'],
  ['Free Coloring Pages', '/free-coloring-pages'],
  ['Pricing', '/pricing'],
  ['Go to App', '/app'],
] as const

test.describe('header on a desktop screen', () => {
  test('signed out: Home, Free Coloring Pages, Pricing, Make a Coloring Page, Sign in', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Colorly' })).toHaveAttribute('href', '/')
    for (const [name, href] of signedOutLinks) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Go to App' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0)

    await header.getByRole('link', { name: 'Make a Coloring Page' }).click()
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await header.getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  })

  test('signed in: Home, Account, Free Coloring Pages, Pricing, Go to App, Logout', async ({ page }) => {
    await signIn(page)
    const header = page.getByRole('banner')
    for (const [name, href] of signedInLinks) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Make a Coloring Page' })).toHaveCount(0)
    await header.getByRole('link', { name: 'Account' }).click()
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  })
})

test.describe('header on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('signed out: the Menu button opens and closes the same links', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const menu = header.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeHidden()

    // Prerendered: the Menu button does nothing until React has taken the page over.
    await waitForHydration(page)
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    for (const [name, href] of signedOutLinks) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(0)

    // Escape closes it; choosing a link closes it and navigates.
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await header.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Free Coloring Pages' })).toBeHidden()
  })

  test('signed in: the menu holds Account, Go to App and Logout, and Logout works from it', async ({
    page,
  }) => {
    await signIn(page)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Menu' }).click()
    for (const [name, href] of signedInLinks) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await header.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await header.getByRole('button', { name: 'Menu' }).click()
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/login', '/login?register=true', '/pricing', '/reset-password/u/t']) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test('footer: Product and Legal links and the tagline', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Create beautiful coloring pages with AI.')).toBeVisible()
  const product = footer.getByRole('navigation', { name: 'Product' })
  await expect(product.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
  await expect(product.getByRole('link', { name: 'Free Coloring Pages' })).toHaveAttribute(
    'href',
    '/free-coloring-pages',
  )
  const legal = footer.getByRole('navigation', { name: 'Legal' })
  for (const [name, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['License', '/license'],
    ['Cancellation Policy', '/cancellation'],
  ]) {
    await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
})

test('every page has its heading and its own document title', async ({ page }) => {
  const pages = [
    ['/', 'Turn any idea into a printable coloring page', /^Colorly/],
    ['/pricing', 'Pricing', /^Pricing · Colorly$/],
    ['/free-coloring-pages', 'Free Coloring Pages', /^Free Coloring Pages · Colorly$/],
    ['/terms', 'Terms of Service', /^Terms of Service · Colorly$/],
    ['/privacy', 'Privacy Policy', /^Privacy Policy · Colorly$/],
    ['/license', 'License Terms', /^License Terms · Colorly$/],
    ['/cancellation', 'Cancellation Policy', /^Cancellation Policy · Colorly$/],
    // Signed out, /account asks to sign in first (account.spec.ts follows it back).
    ['/account', 'Sign in to your account', /^Sign in · Colorly$/],
    ['/login', 'Sign in to your account', /^Sign in · Colorly$/],
    ['/login?register=true', 'Create your account', /^Create your account · Colorly$/],
    ['/reset-password/u/t', 'Choose a new password', /^Choose a new password · Colorly$/],
    ['/no-such-page', 'Page not found', /^Page not found · Colorly$/],
  ] as const
  for (const [path, heading, title] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(title)
  }
  // The free gallery is written by the server: its themes, not a placeholder.
  await page.goto('/free-coloring-pages')
  await expect(page.getByRole('heading', { name: 'All themes' })).toBeVisible()
  await expect(page.getByText('Check back soon')).toHaveCount(0)
})
