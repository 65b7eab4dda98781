import { expect, test } from '@playwright/test'
import { cardFor, cards, gallery, promptBox, signInOnApp, usageText } from './generator-support'
import { serverState } from './pwa-support'

const worksheetPost = (url: string, method: string) => url.endsWith('/api/worksheets/') && method === 'POST'

test('a worksheet straight from a prompt: chosen in the Describe it form, counted as one page', async ({
  page,
}) => {
  // The page is drawn, then the sheet: twice a page's work.
  test.slow()
  await signInOnApp(page, 'worksheet-prompt')
  await promptBox(page).fill('a lion wearing a crown')
  await page.getByRole('radio', { name: /^Dot to dot/ }).check()
  // A worksheet's page is drawn as asked, in cartoon lines: no Magic Prompt, no art style to choose.
  await expect(page.getByRole('switch', { name: 'Magic Prompt' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: /^Realistic/ })).toHaveCount(0)
  await page.getByRole('radio', { name: /^By 2s/ }).check()
  const answer = page.waitForResponse((r) => worksheetPost(r.url(), r.request().method()))
  await page.getByRole('button', { name: 'Generate Worksheet' }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toEqual({
    kind: 'dot_to_dot',
    prompt: 'a lion wearing a crown',
    complexity: 'easy',
    dots: 30,
    count_by: 2,
  })
  const sheet = await response.json()
  expect(sheet.kind).toBe('dot_to_dot')
  expect(sheet.dots.slice(0, 3).map((d: { label: string }) => d.label)).toEqual(['2', '4', '6'])
  const card = cardFor(page, 'a lion wearing a crown')
  await expect(card).toHaveCount(1)
  const tag = card.getByText('Dot to dot', { exact: true })
  await expect(tag).toBeVisible()
  // The kind's tag is coloured like the card's other tags, in its own colour.
  expect(await tag.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 228, 223)')
  await expect(usageText(page)).toHaveText('1 of 10 free pages used')

  // Back to a plain page: the options come back.
  await page.getByRole('radio', { name: /^Coloring page/ }).check()
  await expect(page.getByRole('switch', { name: 'Magic Prompt' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Coloring Sheet' })).toBeVisible()
})

test('a worksheet asked for offline waits for the connection, then is made once and counted once', async ({
  page,
  context,
}) => {
  test.slow()
  const { token } = await signInOnApp(page, 'worksheet-offline')
  const keys: string[] = []
  page.on('request', (request) => {
    if (worksheetPost(request.url(), request.method())) keys.push(request.headers()['idempotency-key'] ?? '')
  })
  await context.setOffline(true)
  await promptBox(page).fill('a whale in the sea')
  await page.getByRole('radio', { name: /^Color by number/ }).check()
  await page.getByRole('radio', { name: /^Add within 10/ }).check()
  await page.getByRole('button', { name: 'Generate Worksheet' }).click()
  const queued = gallery(page).getByRole('article', { name: 'Queued: a whale in the sea' })
  await expect(queued).toBeVisible()
  await expect(queued).toContainText('Waiting for connection')
  expect(keys).toEqual([])

  await context.setOffline(false)
  await expect(cardFor(page, 'a whale in the sea')).toBeVisible({ timeout: 30_000 })
  await expect(queued).toHaveCount(0)
  await expect(cards(page)).toHaveCount(1)
  await expect(
    cardFor(page, 'a whale in the sea').getByText('Color by number', { exact: true }),
  ).toBeVisible()
  const after = await serverState(page, token)
  expect(after.generated).toBe(1)
  expect(keys).toHaveLength(1)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
})
