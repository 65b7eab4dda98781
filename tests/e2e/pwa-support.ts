import { expect, type Page } from '@playwright/test'

/** Waits until the service worker is active and controls this page (it claims the page on first install). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true)
}

/**
 * Records prints instead of opening the print dialog: window.print of the page and of every frame
 * (the hidden print iframe) pushes what was printed to window.__prints of the top page.
 */
export async function stubPrinting(page: Page) {
  await page.addInitScript(() => {
    const top = window as unknown as { __prints: string[] }
    top.__prints = []
    window.print = () => {
      top.__prints.push('page')
    }
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = descriptor?.get?.call(this) as Window | null
        if (win) {
          try {
            win.print = () => {
              top.__prints.push(this.src ? 'pdf' : 'png')
            }
          } catch {
            // A frame of another origin: nothing to stub.
          }
        }
        return win
      },
    })
  })
}

export const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: string[] }).__prints)

/** The signed-in user's pages and usage, straight from the API. */
export async function serverState(page: Page, token: string) {
  const headers = { Authorization: `Token ${token}` }
  const list = await page.request.get('/api/images/', { headers })
  const usage = await page.request.get('/api/images/usage/', { headers })
  return {
    pages: (await list.json()) as { id: string; prompt_raw: string }[],
    generated: ((await usage.json()) as { images_generated: number }).images_generated,
  }
}
