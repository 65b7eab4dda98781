import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe'
import { planPanel, subscribeOverApi, usagePanel } from './billing-support'
import { signInFresh, waitForHydration } from './support'

// /pricing, /account and the sandbox's checkout and manage pages in the states a customer meets.

// Stricter than "no serious or critical": any WCAG 2.1 AA violation fails, as in accessibility.spec.ts.
async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page)
  const summary = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, label).toEqual([])
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    // Each test runs axe four times or so, on a machine that may be busy.
    test.describe.configure({ timeout: 60_000 })
    test.beforeEach(({ page }) => page.setViewportSize(viewport))

    test('pricing signed out on monthly billing, and the account of a free user', async ({ page }) => {
      await page.goto('/pricing')
      // Prerendered: a choice made before React takes the page over is undone by it (decision record).
      await waitForHydration(page)
      await page.getByRole('radio', { name: 'Monthly' }).check()
      await expect(page.getByText('billed monthly').first()).toBeVisible()
      await expectNoViolations(page, '/pricing signed out, monthly')
      await signInFresh(page, 'axe-free')
      await page.goto('/account')
      await expect(usagePanel(page).getByText('Free plan: 0 of 10 pages used')).toBeVisible()
      await expect(planPanel(page).getByText('Free plan')).toBeVisible()
      await expectNoViolations(page, '/account free')
    })

    test('pricing with a current plan, the sandbox checkout, and the account of a paying user', async ({
      page,
    }) => {
      const { token } = await signInFresh(page, 'axe-paid')
      await subscribeOverApi(page, token, 'sandbox_professional_yearly')
      await page.goto('/pricing')
      await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible()
      await expectNoViolations(page, '/pricing signed in, annual')
      await page.getByRole('radio', { name: 'Monthly' }).check()
      await expectNoViolations(page, '/pricing signed in, monthly')
      await page.getByRole('button', { name: 'Get Starter' }).click()
      await expect(page.getByRole('heading', { name: 'Subscribe to Starter' })).toBeVisible()
      await expectNoViolations(page, 'sandbox checkout')
      await page.goto('/account')
      await expect(planPanel(page).getByText(/Renews on/)).toBeVisible()
      await expectNoViolations(page, '/account paid')
    })

    test('the sandbox manage page asking to confirm, and the account of a cancelled plan', async ({
      page,
    }) => {
      const { token } = await signInFresh(page, 'axe-cancel')
      await subscribeOverApi(page, token, 'sandbox_starter_monthly')
      await page.goto('/account')
      await planPanel(page).getByRole('button', { name: 'Cancel subscription' }).click()
      await page.getByText('Cancel subscription', { exact: true }).click()
      await expect(page.getByRole('button', { name: 'Yes, cancel my subscription' })).toBeVisible()
      await expectNoViolations(page, 'sandbox manage page, confirming')
      await page.getByRole('button', { name: 'Yes, cancel my subscription' }).click()
      await page.getByRole('link', { name: 'Return to Colorly' }).click()
      await expect(planPanel(page).getByText(/Ends on/)).toBeVisible()
      await expectNoViolations(page, '/account cancelled')
    })
  })
}
