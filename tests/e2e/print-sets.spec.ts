import { execFileSync } from 'node:child_process'
import { type Download, expect, type Page, test } from '@playwright/test'
import { cardFor, gallery, generateButton, promptBox, signInOnApp } from './generator-support'
import { waitForServiceWorker } from './pwa-support'

// Class sets and books are made on the device from the saved pages: checked here as a teacher and a
// parent would use them, the PDFs read back with poppler.

const PROMPTS = ['a lion wearing a crown', 'a rocket in space', 'a turtle on the beach']
const NAMES =
  'Ava\nBen\nChloé\nDaniel\nElif\nFinn\nGrace\nHugo\nIsla\nJonah\nKira\nLiam\nMaya\nNoah\nOlga\nPriya\nQuentin\nRosa\nSami\nTheo\nUma\nVera\nWill\nXimena\nYusuf\nZara'

async function makePages(page: Page) {
  for (const prompt of PROMPTS) {
    await promptBox(page).fill(prompt)
    await generateButton(page).click()
    await expect(cardFor(page, prompt)).toBeVisible({ timeout: 30_000 })
  }
  await expect(page.getByRole('region', { name: 'Saved on this device' })).toContainText(
    '3 pages ready to print offline',
  )
}

async function readPdf(download: Download) {
  const file = await download.path()
  const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '1', file], { encoding: 'utf8' })
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    size: /^Page\s+1 size:\s+([\d.]+ x [\d.]+)/m.exec(info)?.[1],
    info,
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
  }
}

async function pickAll(page: Page) {
  const region = gallery(page)
  await region.getByRole('button', { name: 'Select', exact: true }).click()
  for (const prompt of PROMPTS) await region.getByRole('button', { name: `Pick: ${prompt}` }).click()
  await expect(region.getByText('3 selected')).toBeVisible()
  return region
}

test('a class set of 26 names, two a sheet: 39 sheets, each name on its pages, no name ever sent', async ({
  page,
}) => {
  test.slow()
  await signInOnApp(page, 'class-set')
  await makePages(page)
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))

  const region = await pickAll(page)
  await region.getByRole('button', { name: 'Print for a class' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print for a class' })
  await expect(dialog).toContainText('no name is sent to Colorly')
  await dialog.getByLabel('Names').fill(NAMES)
  await dialog.getByRole('radio', { name: '2' }).check()
  await dialog.getByRole('radio', { name: 'Letter' }).check()
  await expect(dialog).toContainText('26 names · 78 pages on 39 sheets')
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await readPdf(await download)
  expect(pdf.pages).toBe(39)
  expect(pdf.size).toBe('792 x 612')
  for (const name of NAMES.split('\n'))
    expect(pdf.text.split(name).length - 1, name).toBeGreaterThanOrEqual(3)
  await expect(dialog.getByRole('status')).toContainText('Your PDF is ready: 39 pages.')

  // The names stay on this device: kept for next time, never in a request.
  for (const name of ['Chloé', 'Ximena', 'Quentin']) {
    for (const request of sent) expect(request).not.toContain(name)
  }
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  await pickAll(page)
  await gallery(page).getByRole('button', { name: 'Print for a class' }).click()
  await expect(dialog.getByLabel('Names')).toHaveValue(NAMES)
  await dialog.getByRole('button', { name: 'Forget names' }).click()
  await expect(dialog.getByLabel('Names')).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('colorly-class-names'))).toBeNull()
})

test("with the Wi-Fi off, Emma's birthday book from the saved pages: cover, blank backs, print-ready", async ({
  page,
  context,
}) => {
  test.slow()
  await signInOnApp(page, 'book')
  await waitForServiceWorker(page)
  await makePages(page)
  await context.setOffline(true)
  try {
    await page.reload()
    await expect(gallery(page).getByText('Offline', { exact: true })).toBeVisible()
    const region = await pickAll(page)
    await region.getByRole('button', { name: 'Make a book' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make a book' })
    await dialog.getByLabel('Title', { exact: true }).fill("Emma's Birthday Coloring Book")
    await dialog.getByLabel('By', { exact: true }).fill('Mum and Dad')
    await dialog.getByRole('button', { name: 'Move a rocket in space down' }).click()
    await dialog.getByLabel('Blank backs, so markers do not bleed through').check()
    await dialog.getByLabel('Print-ready for a print shop (0.125 in bleed, safe margins)').check()
    await dialog.getByRole('radio', { name: 'Letter' }).check()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download PDF' }).click()
    const pdf = await readPdf(await download)
    // Cover, belongs-to and three pages, each with a blank back.
    expect(pdf.pages).toBe(10)
    expect(pdf.size).toBe('630 x 810')
    expect(pdf.info).toMatch(/TrimBox:\s+9\.00\s+9\.00\s+621\.00\s+801\.00/)
    expect(pdf.text).toContain("Emma's Birthday Coloring Book")
    expect(pdf.text).toContain('This book belongs to')
  } finally {
    await context.setOffline(false)
  }
})
