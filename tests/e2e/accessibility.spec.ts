import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe'

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page)
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, label).toEqual([])
}

const paths = [
  '/',
  '/login',
  '/login?register=true',
  '/pricing',
  '/free-coloring-pages',
  '/reset-password/u/t',
]

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`pages pass axe's WCAG 2.1 AA checks at ${viewport.width} px`, async ({ page }) => {
    // Six pages, the long landing page among them: axe needs more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await expectNoViolations(page, path)
    }
  })
}

test('the sign-in form with an error and the open phone menu pass axe too', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoViolations(page, 'sign-in error')

  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expectNoViolations(page, 'open menu')
})
