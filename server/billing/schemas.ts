import { z } from 'zod'
import { badRequest } from '../http/errors'
import { parseInput } from '../http/validate'

const urlField = (what: string) =>
  z.string().trim().min(1, `${what} is required.`).max(2000, `${what} is too long.`)

/** POST /api/create-checkout-session/ with a price: start (or switch to) a plan. */
export const checkoutRequest = z.object({
  priceId: z.string().trim().min(1, 'Price id is required.').max(200),
  successUrl: urlField('Success url'),
  cancelUrl: urlField('Cancel url'),
})
export type CheckoutRequest = z.infer<typeof checkoutRequest>

/** POST /api/create-checkout-session/ with only returnUrl: open the billing portal. */
export const portalRequest = z.object({ returnUrl: urlField('Return url') })
export type PortalRequest = z.infer<typeof portalRequest>

export const redirectResponse = z.object({ url: z.string() })
export type RedirectResponse = z.infer<typeof redirectResponse>

export const planDefinition = z.object({
  id: z.enum(['starter', 'hobbyist', 'professional']),
  name: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  yearlyTotal: z.number(),
  imagesPerMonth: z.number().int(),
  features: z.array(z.string()),
  cta: z.string(),
  mostPopular: z.boolean(),
  priceIds: z.object({ monthly: z.string(), yearly: z.string() }),
})
export const plansResponse = z.object({
  plans: z.array(planDefinition),
  currency: z.literal('usd'),
  /** True on the sandbox: pages should say 'Test mode: no card is charged'. */
  testMode: z.boolean(),
})
export type PlansResponse = z.infer<typeof plansResponse>

const isoDate = z.string().nullable()
export const subscriptionResponse = z.object({
  /** The plan that applies now (free once a cancelled plan has ended). */
  plan: z.enum(['free', 'starter', 'hobbyist', 'professional']),
  planName: z.string(),
  interval: z.enum(['monthly', 'yearly']).nullable(),
  /** free: never paid or back on free; active; past_due: a payment failed, retrying; canceled: ended. */
  status: z.enum(['free', 'active', 'past_due', 'canceled']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  /** When the plan renews (active, not cancelled). */
  renewsAt: isoDate,
  /** When a cancelled plan stops (cancelAtPeriodEnd), or stopped (canceled). */
  endsAt: isoDate,
  /** When the account and its pages will be deleted, if nothing changes. */
  dataDeletionAt: isoDate,
  provider: z.enum(['sandbox', 'stripe']).nullable(),
  testMode: z.boolean(),
})
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>

/**
 * The body of POST /api/create-checkout-session/: a priceId means checkout, a returnUrl alone means
 * the billing portal (SPEC section 7 uses one call for both).
 */
export function parseCheckoutSessionRequest(
  body: unknown,
): { kind: 'checkout'; input: CheckoutRequest } | { kind: 'portal'; input: PortalRequest } {
  if (body === undefined) throw badRequest('The request body is empty; send a JSON object.')
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
  if ('priceId' in fields) return { kind: 'checkout', input: parseInput(checkoutRequest, body) }
  if ('returnUrl' in fields) return { kind: 'portal', input: parseInput(portalRequest, body) }
  throw badRequest(
    'Send priceId, successUrl and cancelUrl to start a checkout, or returnUrl to manage your subscription.',
  )
}
