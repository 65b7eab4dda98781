import type Stripe from 'stripe'
import type { BillingConfig } from '../config'
import { findPrice } from './plans'
import type { SubscriptionChange } from './subscription-change'

const fromSeconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null)

/** Statuses under which the customer has paid for (or is being retried for) the current period. */
export const isLiveStripeStatus = (status: string) => ['active', 'trialing', 'past_due'].includes(status)

export const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id

/**
 * The current period. Recent API versions keep it on each subscription item; older ones on the
 * subscription itself. Both are read.
 */
export function periodOf(subscription: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number }
  const item = subscription.items?.data?.[0] as
    | { current_period_start?: number; current_period_end?: number }
    | undefined
  return {
    start: fromSeconds(legacy.current_period_start ?? item?.current_period_start),
    end: fromSeconds(legacy.current_period_end ?? item?.current_period_end),
  }
}

export type StripeSync = { kind: 'apply'; change: SubscriptionChange } | { kind: 'skip'; reason: string }

/**
 * Our subscription row as a Stripe subscription says it should be. Stripe's statuses map onto ours:
 * active and trialing are active; past_due is past_due (the plan stays while Stripe retries);
 * canceled, incomplete_expired, unpaid and paused have ended. An incomplete subscription (first
 * payment not made yet) changes nothing.
 */
export function syncFromStripe(
  subscription: Stripe.Subscription,
  billing: BillingConfig,
  now: Date,
): StripeSync {
  const priceId = subscription.items?.data?.[0]?.price?.id
  const price = priceId ? findPrice(billing, priceId) : undefined
  if (!price)
    return { kind: 'skip', reason: `price ${priceId ?? '(none)'} is not one of the configured plans` }
  if (subscription.status === 'incomplete') return { kind: 'skip', reason: 'first payment not made yet' }
  const period = periodOf(subscription)
  const ended = !isLiveStripeStatus(subscription.status)
  return {
    kind: 'apply',
    change: {
      plan: price.plan,
      billingInterval: price.interval,
      status: ended ? 'canceled' : subscription.status === 'past_due' ? 'past_due' : 'active',
      provider: 'stripe',
      providerCustomerId: customerIdOf(subscription),
      providerSubscriptionId: subscription.id,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      // The portal cancels either with cancel_at_period_end or (newer API versions) with cancel_at.
      cancelAtPeriodEnd:
        !ended && (subscription.cancel_at_period_end === true || typeof subscription.cancel_at === 'number'),
      endedAt: ended ? (fromSeconds(subscription.ended_at) ?? now) : null,
    },
  }
}
