import type { CheckoutRequest, PortalRequest, RedirectResponse } from '../../shared/contract'
import type { User } from '../auth/users'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { badRequest } from '../http/errors'
import type { PaymentsProvider, Redirect } from '../providers/payments-provider'
import { ownUrl } from './own-url'
import { findPrice, type Price } from './plans'
import {
  applySubscriptionChange,
  findSubscription,
  isLive,
  type SubscriptionRow,
} from './subscription-change'

export type CheckoutDeps = { db: Db; now: () => Date; config: Config; payments: PaymentsProvider }

/**
 * Sends the user to pay for a plan. Someone who already has a live subscription with this provider
 * goes to the billing portal instead of paying twice: on Stripe for any plan change (Stripe then
 * handles proration and tells us by webhook), on the sandbox only when they pick the plan and
 * interval they already have (another plan is a sandbox checkout that switches at once).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  user: User,
  input: CheckoutRequest,
): Promise<RedirectResponse> {
  const { config, payments } = deps
  const price = findPrice(config.billing, input.priceId)
  if (!price) throw badRequest('This plan is not available: the price id is not one of ours.')
  const successUrl = ownUrl(config.publicUrl, input.successUrl, 'Success url')
  const cancelUrl = ownUrl(config.publicUrl, input.cancelUrl, 'Cancel url')
  const subscription = await findSubscription(deps.db, user.id)
  if (managedHere(deps, subscription) && (payments.kind === 'stripe' || samePrice(subscription, price))) {
    return openPortal(deps, user, { returnUrl: successUrl })
  }
  const redirect = await payments.createCheckout({
    user,
    price,
    successUrl,
    cancelUrl,
    customerId: subscription?.providerCustomerId ?? null,
  })
  return remember(deps, user, subscription, redirect)
}

/** Sends the user to the billing portal: cancel, reactivate, switch plan, card and invoices. */
export async function openPortal(
  deps: CheckoutDeps,
  user: User,
  input: PortalRequest,
): Promise<RedirectResponse> {
  const returnUrl = ownUrl(deps.config.publicUrl, input.returnUrl, 'Return url')
  const subscription = await findSubscription(deps.db, user.id)
  const redirect = await deps.payments.createPortal({
    user,
    returnUrl,
    customerId: subscription?.providerCustomerId ?? null,
  })
  return remember(deps, user, subscription, redirect)
}

function managedHere(
  deps: CheckoutDeps,
  subscription: SubscriptionRow | undefined,
): subscription is SubscriptionRow {
  return isLive(subscription, deps.now()) && subscription?.provider === deps.payments.kind
}

const samePrice = (subscription: SubscriptionRow, price: Price) =>
  subscription.plan === price.plan && subscription.billingInterval === price.interval

/** Keeps the customer the provider made for this user, so the next checkout reuses it. */
async function remember(
  deps: CheckoutDeps,
  user: User,
  subscription: SubscriptionRow | undefined,
  redirect: Redirect,
): Promise<RedirectResponse> {
  if (redirect.customerId && redirect.customerId !== subscription?.providerCustomerId) {
    await applySubscriptionChange(deps.db, user.id, { providerCustomerId: redirect.customerId }, deps.now())
  }
  return { url: redirect.url }
}
