import type { UsageResponse } from '../../../server/billing/usage'

/** GET /api/images/usage/ (SPEC section 3, Usage): the server's own type, erased from the bundle. */
export type Usage = UsageResponse

/** GET /api/billing/subscription/: the plan's state, for the account page. */
export type Subscription = {
  /** The plan that applies now (free once a cancelled plan has ended). */
  plan: 'free' | 'starter' | 'hobbyist' | 'professional'
  planName: string
  interval: 'monthly' | 'yearly' | null
  /** free: never paid or back on free; active; past_due: a payment failed, retrying; canceled: ended. */
  status: 'free' | 'active' | 'past_due' | 'canceled'
  cancelAtPeriodEnd: boolean
  currentPeriodStart: string | null
  currentPeriodEnd: string | null
  /** When the plan renews (active, not cancelled). */
  renewsAt: string | null
  /** When a cancelled plan stops, or stopped. */
  endsAt: string | null
  /** When the account and its pages will be deleted, if nothing changes. */
  dataDeletionAt: string | null
  provider: 'sandbox' | 'stripe' | null
  testMode: boolean
}
