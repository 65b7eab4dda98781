import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** The server's data directory (set by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

export const PASSWORD = 'crayons-and-paper-42'

export function uniqueEmail(tag: string): string {
  return `${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`
}

/** Registers through the form and waits for the generator page. */
export async function registerThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login?register=true')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/app$/)
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Creates an account over the API, for tests about something else than registering. */
export async function registerOverApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/register/', { data: { email, password } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { user: { email: string }; token: string }
}

/**
 * A fresh account, signed in in this browser (the page is left on /robots.txt, a plain file of the app's
 * origin: the session is written to that origin's storage without loading the landing page and its
 * pictures first); returns its email and token.
 */
export async function signInFresh(page: Page, tag: string) {
  const email = uniqueEmail(tag)
  const session = await registerOverApi(page, email)
  await page.goto('/robots.txt')
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('user', JSON.stringify(user))
    localStorage.setItem('token', token)
  }, session)
  return { email, token: session.token }
}

/**
 * Stops the page's clock before the page loads: its timers fire only when a test runs the clock
 * (`page.clock.runFor`), whatever the wall clock does, until `page.clock.resume()`.
 */
export async function pauseClock(page: Page) {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1000)
}

/** Decodes a quoted-printable body, as nodemailer writes long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Waits for the newest mail to `email` in the server's outbox and returns the reset link in it. */
export async function readResetLink(email: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox')
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(outbox).catch(() => [] as string[])
        const mails = await Promise.all(
          names
            .filter((n) => n.endsWith('.eml'))
            .map(async (n) => {
              const file = path.join(outbox, n)
              return { text: await fs.readFile(file, 'utf8'), mtime: (await fs.stat(file)).mtimeMs }
            }),
        )
        const newest = mails
          .filter((m) => m.text.includes(email))
          .sort((a, b) => b.mtime - a.mtime)
          .map((m) => decodeQuotedPrintable(m.text))[0]
        link = newest?.match(/https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/)?.[0]
        return link
      },
      { message: `a reset mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return link as string
}

/**
 * Waits until React has taken over the page. A public page arrives prerendered and React adopts its
 * markup once the route's code is in (src/main.tsx): a click before that is the browser's alone, and
 * hydration then sets the controls back to what React renders (a radio checked meanwhile is unchecked
 * again, the choice never reaches React). React marks each element it has adopted with a `__reactFiber$`
 * property, the outermost last.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'))
  })
}
