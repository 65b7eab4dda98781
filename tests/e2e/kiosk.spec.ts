import { expect, test } from '@playwright/test'
import { cardFor, gallery, generateButton, promptBox, signInOnApp } from './generator-support'

test('kiosk mode: only the generator, large buttons, no account or pricing links; the PIN leaves it', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'kiosk')
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Kiosk mode' })
  await section.getByLabel('Kiosk PIN (4 to 8 digits)').fill('12')
  await section.getByLabel('Repeat the PIN').fill('12')
  await section.getByRole('button', { name: 'Turn on kiosk mode' }).click()
  await expect(section.getByRole('alert')).toHaveText('Choose a PIN of 4 to 8 digits.')
  await section.getByLabel('Kiosk PIN (4 to 8 digits)').fill('2468')
  await section.getByLabel('Repeat the PIN').fill('2468')
  await section.getByRole('button', { name: 'Turn on kiosk mode' }).click()

  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('colorly-kiosk') ?? '')
  expect(stored).not.toContain('2468')
  expect(JSON.parse(stored)).toMatchObject({ salt: expect.any(String), hash: expect.any(String) })

  // Nothing leads away: no account, pricing, upgrade or logout, no footer.
  for (const name of ['Account', 'Pricing', 'Logout', 'Upgrade Plan', 'Free Coloring Pages', 'Go to App'])
    await expect(
      page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name })),
    ).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.locator('a[href="/pricing"]:visible')).toHaveCount(0)

  // Large touch targets.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a, header button')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent?.trim(), height: el.getBoundingClientRect().height }))
      .filter((el) => el.height < 48),
  )
  expect(small).toEqual([])
  await expect(generateButton(page)).toBeVisible()

  // Every other address leads back to /app.
  for (const path of ['/pricing', '/account', '/']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/app$/)
  }

  // Leaving needs the PIN.
  await page.getByRole('button', { name: 'Exit kiosk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Exit kiosk mode' })
  await dialog.getByLabel('PIN').fill('1111')
  await dialog.getByRole('button', { name: 'Exit kiosk' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN. Try again.')
  await dialog.getByLabel('PIN').fill('2468')
  await dialog.getByRole('button', { name: 'Exit kiosk' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: 'Pricing', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('colorly-kiosk'))).toBeNull()
  await page.goto('/pricing')
  await expect(page).toHaveURL(/\/pricing$/)
})

test('after 5 wrong PINs the kiosk asks to wait before the next try', async ({ page }) => {
  await signInOnApp(page, 'kiosk-wait')
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Kiosk mode' })
  await section.getByLabel('Kiosk PIN (4 to 8 digits)').fill('97531')
  await section.getByLabel('Repeat the PIN').fill('97531')
  await section.getByRole('button', { name: 'Turn on kiosk mode' }).click()
  await expect(page).toHaveURL(/\/app$/)

  await page.getByRole('button', { name: 'Exit kiosk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Exit kiosk mode' })
  for (let i = 1; i <= 5; i++) {
    await dialog.getByLabel('PIN').fill('0000')
    await dialog.getByRole('button', { name: 'Exit kiosk' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Wrong PIN.')
  }
  await expect(dialog.getByRole('alert')).toContainText(/wait \d+ seconds/)
  await dialog.getByLabel('PIN').fill('97531')
  await dialog.getByRole('button', { name: 'Exit kiosk' }).click()
  await expect(dialog.getByRole('alert')).toContainText(/wait \d+ seconds/)
  await expect(page.getByRole('button', { name: 'Exit kiosk' }).first()).toBeVisible()
})

test('kiosk mode: children can pick pages, but the class-set and book dialogs need the teacher PIN', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'kiosk-print')
  await promptBox(page).fill('a cat with a ball')
  await generateButton(page).click()
  await expect(cardFor(page, 'a cat with a ball')).toBeVisible({ timeout: 30_000 })
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Kiosk mode' })
  await section.getByLabel('Kiosk PIN (4 to 8 digits)').fill('2468')
  await section.getByLabel('Repeat the PIN').fill('2468')
  await section.getByRole('button', { name: 'Turn on kiosk mode' }).click()
  await expect(page).toHaveURL(/\/app$/)

  await gallery(page).getByRole('button', { name: 'Select', exact: true }).click()
  await gallery(page).getByRole('button', { name: 'Pick: a cat with a ball' }).click()
  await gallery(page).getByRole('button', { name: 'Print for a class' }).click()
  const pin = page.getByRole('dialog', { name: 'Teacher PIN' })
  await expect(page.getByRole('dialog', { name: 'Print for a class' })).toBeHidden()
  await pin.getByLabel('PIN').fill('1111')
  await pin.getByRole('button', { name: 'Unlock' }).click()
  await expect(pin.getByRole('alert')).toHaveText('Wrong PIN. Try again.')
  await pin.getByLabel('PIN').fill('2468')
  await pin.getByRole('button', { name: 'Unlock' }).click()
  await expect(pin).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Print for a class' })).toBeVisible()
  // Kiosk mode is still on.
  expect(await page.evaluate(() => localStorage.getItem('colorly-kiosk'))).not.toBeNull()
})
