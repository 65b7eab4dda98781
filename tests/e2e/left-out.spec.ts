import { expect, test } from '@playwright/test'
import { cardFor, generateThroughForm, signInOnApp } from './generator-support'
import { trial } from './landing-support'

// Routes are not used here, but the generator's pages are read through the service worker otherwise.
test.use({ serviceWorkers: 'block' })

test('a page drawn without something the prompt names says so, on its card and in the trial', async ({
  page,
}) => {
  await signInOnApp(page, 'left-out')
  const made = await generateThroughForm(page, 'a dog in a gazebo', { magic: false })
  expect(made.status).toBeLessThan(300)
  const card = cardFor(page, 'a dog in a gazebo')
  await expect(card.getByText('Drawn without: gazebo', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'ready' })).toHaveText(
    'Your coloring page is ready. Drawn without: gazebo',
  )

  // A page with everything it names says nothing of the kind.
  await generateThroughForm(page, 'a wolf howling at the moon', { magic: false })
  const wolf = cardFor(page, 'a wolf howling at the moon')
  await expect(wolf.getByRole('img')).toBeVisible({ timeout: 30_000 })
  await expect(wolf.getByText(/Drawn without|Drawn as/)).toHaveCount(0)

  // A close kin drawn instead is said too.
  await generateThroughForm(page, 'a lionfish', { magic: false })
  await expect(
    cardFor(page, 'a lionfish').getByText('Drawn as a fish: Colorly has no lionfish yet', { exact: true }),
  ).toBeVisible({ timeout: 30_000 })
})

test('the free trial says what its page is drawn without', async ({ browser }) => {
  // A fresh context: a new visitor with the trial still to use.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/')
  const widget = trial(page)
  await widget.getByRole('textbox', { name: 'Describe your coloring page' }).fill('a dog in a gazebo')
  await widget.getByRole('button', { name: 'Generate Free Coloring Page' }).click()
  await expect(widget.getByRole('img', { name: 'Your coloring page: a dog in a gazebo' })).toBeVisible()
  await expect(widget.getByText('Drawn without: gazebo', { exact: true })).toBeVisible()
  await context.close()
})
