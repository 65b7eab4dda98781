import type { FastifyInstance } from 'fastify'
import { authHeader } from './accounts'

/** POST /api/create-checkout-session/ with any body. */
export const checkoutSession = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/create-checkout-session/',
    headers: token ? authHeader(token) : {},
    payload: payload as Record<string, unknown>,
  })

/** Starts a checkout for a price, back to /account on success and /pricing on cancel. */
export async function startCheckout(app: FastifyInstance, token: string, priceId: string): Promise<string> {
  const res = await checkoutSession(app, token, { priceId, successUrl: '/account', cancelUrl: '/pricing' })
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`)
  return res.json().url
}

export async function openPortal(app: FastifyInstance, token: string): Promise<string> {
  const res = await checkoutSession(app, token, { returnUrl: '/account' })
  if (res.statusCode !== 200) throw new Error(`portal failed: ${res.statusCode} ${res.body}`)
  return res.json().url
}

export const usage = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/images/usage/', headers: authHeader(token) })).json()

export const subscriptionState = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/billing/subscription/', headers: authHeader(token) })).json()

/** The path and query of an absolute link, for app.inject. */
export const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

/** The secret of a sandbox checkout or manage link. */
export const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? ''

/** Submits a sandbox page's form, as a browser does. */
export const submitForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

/** Opens a sandbox checkout page and presses Pay; answers the Pay response (303 to successUrl). */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string) {
  const page = await app.inject({ method: 'GET', url: pathOf(checkoutUrl) })
  if (page.statusCode !== 200) throw new Error(`checkout page: ${page.statusCode} ${page.body}`)
  return submitForm(app, '/api/billing/sandbox/checkout/pay/', { session: sessionOf(checkoutUrl) })
}

/** Presses a button on the sandbox manage page: cancel, reactivate or switch (with a priceId). */
export const manage = (
  app: FastifyInstance,
  portalUrl: string,
  action: 'cancel' | 'reactivate' | 'switch',
  extra: Record<string, string> = {},
) => submitForm(app, `/api/billing/sandbox/portal/${action}/`, { session: sessionOf(portalUrl), ...extra })
