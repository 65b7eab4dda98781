import crypto from 'node:crypto'
import type { BillingConfig } from '../config'
import type { Db } from '../db/client'
import { badRequest, HttpError } from '../http/errors'
import { applyOnce } from './billing-events'
import { periodFrom } from './period'
import { findPrice, type Price } from './plans'
import { completeCheckoutSession, findUsableSession, type SandboxSession } from './sandbox-sessions'
import {
  applySubscriptionChange,
  findSubscription,
  isLive,
  type SubscriptionChange,
  type SubscriptionRow,
} from './subscription-change'

export type SandboxDeps = { db: Db; now: () => Date; billing: BillingConfig }

/** A paid plan that starts now, with a fresh period and nothing cancelled. */
export const startPlan = (price: Price, now: Date): SubscriptionChange => {
  const period = periodFrom(now, price.interval)
  return {
    plan: price.plan,
    billingInterval: price.interval,
    status: 'active',
    provider: 'sandbox',
    providerSubscriptionId: null,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: false,
    endedAt: null,
  }
}

/** The Pay button: the plan starts (or replaces the current one) now. Returns where to go next. */
export async function paySandboxCheckout(deps: SandboxDeps, token: string): Promise<string> {
  const now = deps.now()
  const session = await findUsableSession(deps.db, 'checkout', token, now)
  const price = findPrice(deps.billing, session.priceId ?? '')
  if (!price) throw badRequest('This plan is no longer available. Start again from the pricing page.')
  const event = { id: `sandbox_checkout_${session.id}`, type: 'checkout.session.completed' }
  const applied = await applyOnce(deps.db, event, now, async (tx) => {
    if (!(await completeCheckoutSession(tx, session.id, now))) throw alreadyPaid()
    await applySubscriptionChange(tx, session.userId, startPlan(price, now), now)
  })
  if (!applied) throw alreadyPaid()
  return session.successUrl as string
}

const alreadyPaid = () => new HttpError(410, 'This checkout has already been paid.')

/** What the manage page acts on: its session and the user's subscription now. */
export async function sandboxPortal(
  deps: SandboxDeps,
  token: string,
): Promise<{ session: SandboxSession; subscription: SubscriptionRow | undefined; live: boolean }> {
  const now = deps.now()
  const session = await findUsableSession(deps.db, 'portal', token, now)
  const subscription = await findSubscription(deps.db, session.userId)
  return { session, subscription, live: isLive(subscription, now) }
}

/** Cancel: the plan stays until the end of the paid period, then ends (the billing job does that). */
export async function cancelSandboxSubscription(deps: SandboxDeps, token: string): Promise<void> {
  const { session, subscription, live } = await sandboxPortal(deps, token)
  if (!live || !subscription) throw badRequest('There is no active subscription to cancel.')
  if (subscription.cancelAtPeriodEnd) return
  await record(deps, session.userId, 'customer.subscription.updated', { cancelAtPeriodEnd: true })
}

/** Reactivate before the period ends: the plan renews again as if never cancelled. */
export async function reactivateSandboxSubscription(deps: SandboxDeps, token: string): Promise<void> {
  const { session, subscription, live } = await sandboxPortal(deps, token)
  if (!live || !subscription) {
    throw badRequest('This plan has already ended. Choose a plan on the pricing page to start again.')
  }
  if (!subscription.cancelAtPeriodEnd) return
  await record(deps, session.userId, 'customer.subscription.updated', { cancelAtPeriodEnd: false })
}

/** Switch plan or interval: the new plan applies at once, with a new period starting now. */
export async function switchSandboxPlan(deps: SandboxDeps, token: string, priceId: string): Promise<void> {
  const { session, subscription, live } = await sandboxPortal(deps, token)
  const price = findPrice(deps.billing, priceId)
  if (!price) throw badRequest('This plan is not available: the price id is not one of ours.')
  if (!live || !subscription) throw badRequest('There is no active subscription to switch.')
  if (subscription.plan === price.plan && subscription.billingInterval === price.interval) {
    throw badRequest('You are already on this plan.')
  }
  await record(deps, session.userId, 'customer.subscription.updated', startPlan(price, deps.now()))
}

// Manage-page actions go through the same event log as webhooks, under ids of their own.
async function record(deps: SandboxDeps, userId: string, type: string, change: SubscriptionChange) {
  const now = deps.now()
  const event = { id: `sandbox_${crypto.randomUUID()}`, type }
  await applyOnce(deps.db, event, now, (tx) =>
    applySubscriptionChange(tx, userId, change, now).then(() => {}),
  )
}
