import type { Db } from '../db/client'
import { effectivePlan } from './effective-plan'
import { PLANS, type Plan } from './plans'
import { findSubscription } from './subscription-change'

/** The plan that applies now to this subscription row (free when there is none). */
export const planNow = (subscription: Parameters<typeof effectivePlan>[0], now: Date): Plan =>
  PLANS[effectivePlan(subscription, now)]

/**
 * The one lookup of "which plan does this user have now": its quotas and whether its pages carry the
 * watermark. A cancelled plan applies until its period ends (effective-plan.ts).
 */
export async function currentPlan(db: Db, userId: string, now: Date): Promise<Plan> {
  return planNow(await findSubscription(db, userId), now)
}
