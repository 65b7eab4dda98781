import { createRequire } from 'node:module'
import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { BillingConfig } from '../config'
import { badRequest, HttpError } from '../http/errors'
import type { StripePayments } from './payments-provider'

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>

const WEBHOOK_TOLERANCE_SECONDS = 300
const unavailable = () =>
  new HttpError(502, 'The payment service is not answering right now. Please try again in a moment.')

/** Stripe through its official client; STRIPE_API_BASE points it at a local contract fake in tests. */
export function createStripePayments(config: StripeConfig, log: FastifyBaseLogger): StripePayments {
  // Loaded only when Stripe is configured (about 35 MB once loaded): an import would load it into every process.
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe
  const stripe = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...hostOptions(config.apiBase),
  })

  // Every Stripe failure becomes a 502 with a plain message; the log gets Stripe's own words.
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (err) {
      const e = err as { type?: string; code?: string; statusCode?: number; message?: string }
      const stripeError = { type: e.type, code: e.code, statusCode: e.statusCode, message: e.message }
      log.warn({ stripeError }, `Stripe ${what} failed`)
      throw unavailable()
    }
  }

  async function ensureCustomer(user: { id: string; email: string }, known: string | null): Promise<string> {
    if (known) return known
    const customer = await call('customer creation', () =>
      stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `colorly-customer-${user.id}` },
      ),
    )
    return customer.id
  }

  return {
    kind: 'stripe',

    async createCheckout({ user, price, successUrl, cancelUrl, customerId }) {
      const customer = await ensureCustomer(user, customerId)
      const session = await call('checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: price.id, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
        }),
      )
      if (!session.url) throw unavailable()
      return { url: session.url, customerId: customer }
    },

    async createPortal({ user, returnUrl, customerId }) {
      const customer = await ensureCustomer(user, customerId)
      const session = await call('billing portal session', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      )
      return { url: session.url, customerId: customer }
    },

    verifyWebhook(rawBody, signature, now) {
      if (!signature) throw badRequest('The Stripe-Signature header is missing.')
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        )
      } catch {
        throw badRequest('The webhook signature is not valid.')
      }
    },

    retrieveSubscription(id) {
      return call('subscription lookup', () => stripe.subscriptions.retrieve(id))
    },
  }
}

function hostOptions(apiBase: string | undefined) {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}
