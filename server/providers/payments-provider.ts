import type Stripe from 'stripe'
import type { User } from '../auth/users'
import type { Price } from '../billing/plans'

export type CheckoutInput = {
  user: User
  price: Price
  /** Absolute URLs on our own origin, already checked. */
  successUrl: string
  cancelUrl: string
  /** The customer the provider already knows for this user, if any. */
  customerId: string | null
}

export type PortalInput = { user: User; returnUrl: string; customerId: string | null }

/** Where to send the browser, and the provider's customer id for this user if it made one. */
export type Redirect = { url: string; customerId: string | null }

type Payments = {
  createCheckout: (input: CheckoutInput) => Promise<Redirect>
  createPortal: (input: PortalInput) => Promise<Redirect>
}

/** Test mode: checkout and manage pages served by this server; no card is charged. */
export type SandboxPayments = Payments & { kind: 'sandbox' }

/** Stripe Checkout and the Stripe billing portal; the subscription state arrives by signed webhooks. */
export type StripePayments = Payments & {
  kind: 'stripe'
  /** The event, if the signature over the raw body is valid and recent; otherwise throws 400. */
  verifyWebhook: (rawBody: Buffer, signature: string | undefined, now: Date) => Stripe.Event
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>
}

export type PaymentsProvider = SandboxPayments | StripePayments
