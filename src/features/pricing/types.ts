import type { PlanDefinition, PlansResponse } from '../../../shared/contract'

// The API contract's types: type-only imports, erased from the bundle.

/** GET /api/plans/: the plan cards, the currency, and whether checkout is the sandbox (test mode). */
/** One plan card as GET /api/plans/ describes it. */
export type { PlanDefinition, PlansResponse }

/** The toggle on /pricing. */
export type BillingPeriod = 'monthly' | 'annual'
