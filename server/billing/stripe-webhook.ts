import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { BillingConfig } from '../config'
import type { Db } from '../db/client'
import { subscriptions } from '../db/schema'
import type { StripePayments } from '../providers/payments-provider'
import { applyOnce, wasProcessed } from './billing-events'
import { customerIdOf, isLiveStripeStatus, syncFromStripe } from './stripe-subscription'
import { applySubscriptionChange, findSubscription } from './subscription-change'

export type StripeWebhookDeps = {
  db: Db
  now: () => Date
  billing: BillingConfig
  stripe: StripePayments
  log: FastifyBaseLogger
}

export type WebhookResult = { received: true; duplicate?: true; ignored?: true }

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
])

/**
 * A signed Stripe event, applied once. Whatever the event, the subscription it concerns is fetched
 * from Stripe and our row is made to match it: events that arrive late or out of order cannot roll
 * the state back. The event id is recorded in the same transaction as the change, so a replay
 * answers 200 and changes nothing. When Stripe cannot be reached the answer is 502 and nothing is
 * recorded, so Stripe delivers the event again later.
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  const event = deps.stripe.verifyWebhook(rawBody, signature, deps.now())
  if (!HANDLED.has(event.type)) return { received: true, ignored: true }
  if (await wasProcessed(deps.db, event.id)) return { received: true, duplicate: true }

  const about = subscriptionOf(event)
  const subscription = about ? await deps.stripe.retrieveSubscription(about.subscriptionId) : null
  const now = deps.now()
  const applied = await applyOnce(deps.db, { id: event.id, type: event.type }, now, async (tx) => {
    if (!subscription) return
    const userId = await findOwner(tx, subscription, about?.userId)
    if (!userId) {
      deps.log.warn(
        { event: event.id, subscription: subscription.id },
        'Stripe subscription of no known account',
      )
      return
    }
    const sync = syncFromStripe(subscription, deps.billing, now)
    if (sync.kind === 'skip') {
      deps.log.warn({ event: event.id, reason: sync.reason }, 'Stripe subscription not applied')
      return
    }
    const current = await findSubscription(tx, userId)
    // A late event about an older subscription must not undo the newer one.
    const stale =
      current?.providerSubscriptionId &&
      current.providerSubscriptionId !== subscription.id &&
      !isLiveStripeStatus(subscription.status)
    if (stale) return
    await applySubscriptionChange(tx, userId, sync.change, now)
  })
  return applied ? { received: true } : { received: true, duplicate: true }
}

/** The subscription an event concerns, and the account it names, if any. */
function subscriptionOf(event: Stripe.Event): { subscriptionId: string; userId?: string } | null {
  const object = event.data.object as unknown as Record<string, unknown>
  const idOf = (v: unknown) => (typeof v === 'string' ? v : (v as { id?: string } | null)?.id)
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = object as unknown as Stripe.Checkout.Session
      const id = idOf(session.subscription)
      if (session.mode !== 'subscription' || !id) return null
      return { subscriptionId: id, userId: session.client_reference_id ?? session.metadata?.userId }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Recent API versions: invoice.parent.subscription_details.subscription; older: invoice.subscription.
      const invoice = object as {
        parent?: { subscription_details?: { subscription?: unknown } | null } | null
      }
      const id = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(object.subscription)
      return id ? { subscriptionId: id } : null
    }
    default: {
      const id = idOf(object.id)
      return id ? { subscriptionId: id } : null
    }
  }
}

const isUuid = (id: string | undefined): id is string =>
  !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/** Whose subscription this is: our own metadata first, then the ids Stripe and we share. */
async function findOwner(db: Db, subscription: Stripe.Subscription, hinted?: string): Promise<string | null> {
  for (const candidate of [subscription.metadata?.userId, hinted]) {
    if (isUuid(candidate) && (await findSubscription(db, candidate))) return candidate
  }
  const bySubscription = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscription.id))
  if (bySubscription[0]) return bySubscription[0].userId
  const byCustomer = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerIdOf(subscription)))
  return byCustomer[0]?.userId ?? null
}
