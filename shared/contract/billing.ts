import { z } from 'zod'
import { BILLING_INTERVALS, PAID_PLAN_IDS, PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from './enums'

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

/** The answer to both: where to send the browser. */
export const redirectResponse = z.object({ url: z.string() })
export type RedirectResponse = z.infer<typeof redirectResponse>

/** One plan card. */
export const planDefinition = z.object({
  id: z.enum(PAID_PLAN_IDS),
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
export type PlanDefinition = z.infer<typeof planDefinition>

/** GET /api/plans/ */
export const plansResponse = z.object({
  plans: z.array(planDefinition),
  currency: z.literal('usd'),
  /** True on the sandbox: pages should say 'Test mode: no card is charged'. */
  testMode: z.boolean(),
})
export type PlansResponse = z.infer<typeof plansResponse>

const isoDate = z.string().nullable()

/** GET /api/billing/subscription/: the plan's state, for the account page. */
export const subscriptionResponse = z.object({
  /** The plan that applies now (free once a cancelled plan has ended). */
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  /** When the plan renews (active, not cancelled). */
  renewsAt: isoDate,
  /** When a cancelled plan stops (cancelAtPeriodEnd), or stopped (canceled). */
  endsAt: isoDate,
  /** When the account and its pages will be deleted, if nothing changes. */
  dataDeletionAt: isoDate,
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  testMode: z.boolean(),
})
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>

/** GET /api/images/usage/: how much of the quota is spent. */
export const usageResponse = z.object({
  plan: z.string(),
  is_free_plan: z.boolean(),
  images_generated: z.number().int(),
  total_limit: z.number().int().nullable(),
  monthly_limit: z.number().int().nullable(),
})
export type UsageResponse = z.infer<typeof usageResponse>

/** POST /api/stripe/webhook/: the event was taken (applied, or a duplicate or a type not handled, both ignored). */
export const stripeWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.literal(true).optional(),
})
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponse>

// The sandbox's own checkout and manage pages (test mode): HTML forms, reached through a link whose secret
// `session` is bound to one user.
const sandboxSession = z.string('This link is not valid.').max(200, 'This link is not valid.')

/** GET /api/billing/sandbox/checkout/ and /api/billing/sandbox/portal/ (done: which change was just made). */
export const sandboxPageQuery = z.object({ session: sandboxSession, done: z.string().max(20).optional() })
/** POST .../checkout/pay/, .../portal/cancel/ and .../portal/reactivate/: a form with the link's secret. */
export const sandboxActionForm = z.object({ session: sandboxSession })
/** POST /api/billing/sandbox/portal/switch/ */
export const sandboxSwitchForm = z.object({
  session: sandboxSession,
  priceId: z.string('Choose a plan.').max(200),
})
