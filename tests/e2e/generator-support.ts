import { expect, type Locator, type Page } from '@playwright/test'
import { signInFresh } from './support'

export type PageJson = {
  id: string
  prompt_raw: string
  prompt_final: string
  complexity: 'easy' | 'intricate'
  style: 'cartoon' | 'realistic'
  imageUrl: string
  createdAt: string
}

/** A fresh account, signed in in this browser, on /app; returns its session. */
export async function signInOnApp(page: Page, tag = 'gen') {
  const account = await signInFresh(page, tag)
  await page.goto('/app')
  await expect(page.getByRole('heading', { name: 'Create a Coloring Page', level: 1 })).toBeVisible()
  return account
}

export const promptBox = (page: Page) => page.getByRole('textbox', { name: 'What would you like to color?' })
export const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Coloring Sheet' })
export const gallery = (page: Page) => page.getByRole('region', { name: /Your coloring pages/ })
/** The cards of finished pages (the card of a page being made is labelled "New coloring page"). */
export const cards = (page: Page) =>
  gallery(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Delete' }) })
export const usageText = (page: Page) =>
  page.getByRole('region', { name: 'Your usage' }).getByText(/free pages used|this month/)

type Options = { complexity?: 'easy' | 'intricate'; style?: 'cartoon' | 'realistic'; magic?: boolean }

/** Chooses the options, types the prompt, clicks Generate, and waits for the server's answer. */
export async function generateThroughForm(page: Page, prompt: string, options: Options = {}) {
  await chooseOptions(page, options)
  await promptBox(page).fill(prompt)
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/images/generate/') && r.request().method() === 'POST',
  )
  await generateButton(page).click()
  const response = await answer
  return { status: response.status(), body: (await response.json()) as PageJson }
}

export async function chooseOptions(page: Page, { complexity, style, magic }: Options) {
  if (complexity)
    await page.getByRole('radio', { name: complexity === 'easy' ? /^Easy/ : /^Intricate/ }).check()
  if (style) await page.getByRole('radio', { name: style === 'cartoon' ? /^Cartoon/ : /^Realistic/ }).check()
  if (magic !== undefined) {
    const toggle = page.getByRole('switch', { name: 'Magic Prompt' })
    if ((await toggle.getAttribute('aria-checked')) !== String(magic)) await toggle.click()
  }
}

/** The card whose heading is this prompt. */
export const cardFor = (page: Page, prompt: string): Locator =>
  cards(page).filter({ has: page.getByRole('heading', { name: prompt, exact: true }) })
