import { expect, test } from '@playwright/test'
import { planCard } from './billing-support'

// A prerendered page shows before its code has arrived (slow networks, a cold service worker). A tap on a
// switch made then must count once the app runs, not be undone by it.
test('a tap on the pricing switch before the app runs is made again once it does', async ({ page }) => {
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()

  await page.getByText('Monthly', { exact: true }).click()
  // Kept, not applied by the browser alone: the app has not run yet.
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()

  releaseScripts()
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started')
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(planCard(page, 'Starter').locator('.pricing-card__price')).toHaveText('$10/month')

  // Taps after the app runs work as ever, once each.
  await page.getByText('Annual', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expect(planCard(page, 'Starter').locator('.pricing-card__price')).toHaveText('$7/month')
})

test('a link followed before the app runs still goes at once', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, () => new Promise(() => {}))
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: 'License Terms' }).click()
  await expect(page).toHaveURL(/\/license$/)
})
