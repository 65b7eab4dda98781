import type { PlansResponse } from '../../../server/billing/schemas'

// The server's own response types (DESIGN section 6.3): type-only imports, erased from the bundle.

/** GET /api/plans/: the plan cards, the currency, and whether checkout is the sandbox (test mode). */
export type { PlansResponse }

/** One plan card as GET /api/plans/ describes it (SPEC section 3, Plan definition). */
export type PlanDefinition = PlansResponse['plans'][number]

/** The toggle on /pricing. */
export type BillingPeriod = 'monthly' | 'annual'
