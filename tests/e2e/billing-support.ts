import { expect, type Locator, type Page } from '@playwright/test'

const auth = (token: string) => ({ Authorization: `Token ${token}` })

/** Buys a plan in the sandbox over HTTP, as the checkout page's Pay button does. */
export async function subscribeOverApi(page: Page, token: string, priceId = 'sandbox_starter_monthly') {
  const started = await page.request.post('/api/create-checkout-session/', {
    headers: auth(token),
    data: { priceId, successUrl: '/account', cancelUrl: '/pricing' },
  })
  expect(started.status(), await started.text()).toBe(200)
  const session = new URL((await started.json()).url).searchParams.get('session') ?? ''
  const paid = await page.request.post('/api/billing/sandbox/checkout/pay/', {
    form: { session },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
}

export async function usageOverApi(page: Page, token: string) {
  const res = await page.request.get('/api/images/usage/', { headers: auth(token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as { plan: string; monthly_limit: number | null; total_limit: number | null }
}

export async function subscriptionOverApi(page: Page, token: string) {
  const res = await page.request.get('/api/billing/subscription/', { headers: auth(token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as {
    renewsAt: string | null
    endsAt: string | null
    dataDeletionAt: string | null
  }
}

/** "July 3, 2026", as the account page writes a date (the tests run the browser in UTC). */
export const longDate = (iso: string | null) =>
  new Date(iso ?? NaN).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The pricing card of one plan. */
export const planCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true })

export const planPanel = (page: Page) => page.getByRole('region', { name: 'Your plan' })
export const usagePanel = (page: Page) => page.getByRole('region', { name: 'Usage' })
