import { eq } from 'drizzle-orm'
import type { SubscriptionResponse } from '../../shared/contract'
import { users } from '../db/schema'
import { notFound } from '../http/errors'
import {
  BILLING_INTERVALS,
  type BillingInterval,
  findPrice,
  PAID_PLANS,
  PLANS,
  planDefinitions,
} from './plans'
import { type SandboxDeps, sandboxPortal } from './sandbox-actions'
import { findUsableSession } from './sandbox-sessions'
import { findSubscription, isLive } from './subscription-change'
import { getSubscriptionView } from './subscription-view'

export type CheckoutView = {
  token: string
  email: string
  planName: string
  interval: BillingInterval
  /** e.g. "$84.00 per year" */
  charge: string
  /** e.g. "$7 a month, billed annually" */
  detail: string
  imagesPerMonth: number
  /** The plan this checkout replaces at once, if any. */
  replaces: string | null
  cancelUrl: string
}

export type PortalView = {
  token: string
  email: string
  state: SubscriptionResponse
  live: boolean
  switchTo: { priceId: string; label: string }[]
  returnUrl: string
  pricingUrl: string
}

const dollars = (n: number) => `$${n.toFixed(2)}`
const intervalWord = (i: BillingInterval) => (i === 'yearly' ? 'annual' : 'monthly')

export async function sandboxCheckoutView(deps: SandboxDeps, token: string): Promise<CheckoutView> {
  const now = deps.now()
  const session = await findUsableSession(deps.db, 'checkout', token, now)
  const price = findPrice(deps.billing, session.priceId ?? '')
  if (!price) throw notFound('This plan is no longer available. Start again from the pricing page.')
  const offer = offerOf(deps, price.plan)
  const subscription = await findSubscription(deps.db, session.userId)
  const replaces =
    isLive(subscription, now) && subscription
      ? `${PLANS[subscription.plan].name} (${intervalWord(subscription.billingInterval ?? 'monthly')})`
      : null
  return {
    token,
    email: await emailOf(deps, session.userId),
    planName: offer.name,
    interval: price.interval,
    charge:
      price.interval === 'yearly'
        ? `${dollars(offer.yearlyTotal)} per year`
        : `${dollars(offer.monthlyPrice)} per month`,
    detail:
      price.interval === 'yearly'
        ? `$${offer.yearlyPrice} a month, billed annually`
        : `$${offer.monthlyPrice} a month, billed monthly`,
    imagesPerMonth: offer.imagesPerMonth,
    replaces,
    cancelUrl: session.cancelUrl as string,
  }
}

export async function sandboxPortalView(deps: SandboxDeps, token: string): Promise<PortalView> {
  const { session, subscription, live } = await sandboxPortal(deps, token)
  const state = await getSubscriptionView(deps.db, session.userId, deps.now(), true)
  const switchTo = PAID_PLANS.flatMap((plan) =>
    BILLING_INTERVALS.filter((i) => !(subscription?.plan === plan && subscription.billingInterval === i)).map(
      (interval) => {
        const offer = offerOf(deps, plan)
        const price =
          interval === 'yearly' ? `$${offer.yearlyTotal} a year` : `$${offer.monthlyPrice} a month`
        return {
          priceId: offer.priceIds[interval],
          label: `${offer.name}, ${intervalWord(interval)} (${price})`,
        }
      },
    ),
  )
  return {
    token,
    email: await emailOf(deps, session.userId),
    state,
    live,
    switchTo,
    returnUrl: session.returnUrl as string,
    pricingUrl: `${new URL(session.returnUrl as string).origin}/pricing`,
  }
}

function offerOf(deps: SandboxDeps, plan: (typeof PAID_PLANS)[number]) {
  const offer = planDefinitions(deps.billing).find((p) => p.id === plan)
  if (!offer) throw new Error(`no offer for ${plan}`)
  return offer
}

async function emailOf(deps: SandboxDeps, userId: string): Promise<string> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) throw notFound('This account no longer exists.')
  return user.email
}
