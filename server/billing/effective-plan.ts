import type { subscriptions } from '../db/schema'
import type { PlanId } from './plans'

type Subscription = Pick<typeof subscriptions.$inferSelect, 'plan' | 'status' | 'currentPeriodEnd'>

/**
 * The plan whose quota applies now. A cancelled subscription keeps its plan until the end of the
 * paid period, then falls back to free; a missing row means free.
 */
export function effectivePlan(subscription: Subscription | undefined, now: Date): PlanId {
  if (!subscription) return 'free'
  const { plan, status, currentPeriodEnd } = subscription
  if (plan !== 'free' && status === 'canceled' && (!currentPeriodEnd || currentPeriodEnd <= now))
    return 'free'
  return plan
}
