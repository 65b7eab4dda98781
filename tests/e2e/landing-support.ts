import { expect, type Page } from '@playwright/test'
import { axeViolations } from './axe'

export const DAY_MS = 24 * 60 * 60 * 1000
export const TRIAL_USED = 'Free trial already used. Please sign up to create more images.'

/** Saves a visitor marker (as the landing page writes it) before the page's own scripts run. */
export async function presetMarker(page: Page, id: string, ageMs: number) {
  await page.addInitScript(
    ({ id, ageMs }) => {
      if (!sessionStorage.getItem('marker-preset')) {
        localStorage.setItem('visitor', btoa(JSON.stringify({ id, ts: Date.now() - ageMs })))
        sessionStorage.setItem('marker-preset', '1')
      }
    },
    { id, ageMs },
  )
}

export async function readMarker(page: Page): Promise<{ id: string; ts: number } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('visitor'))
  return raw ? JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) : null
}

/** The trial widget, found by whichever title it shows. */
export function trial(page: Page) {
  return page.locator('section.trial')
}

/** axe's WCAG 2.1 A and AA rules: nothing serious or critical may remain. */
export async function expectAccessible(page: Page, label: string) {
  const violations = await axeViolations(page)
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, label).toEqual([])
}

/** Scrolls through the whole page so lazy images load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
    window.scrollTo(0, 0)
  })
}
