import type { SubscriptionResponse, UsageResponse } from '../../../shared/contract'

/** GET /api/images/usage/: the contract's type, erased from the bundle. */
export type Usage = UsageResponse

/** GET /api/billing/subscription/: the plan's state, for the account page. */
export type Subscription = SubscriptionResponse
