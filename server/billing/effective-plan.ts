import type { subscriptions } from '../db/schema'
import type { PlanId } from './plans'

type Subscription = Pick<
  typeof subscriptions.$inferSelect,
  'plan' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'endedAt'
>

/**
 * The plan whose quota applies now. A cancelled subscription keeps its plan until the end of the
 * paid period (or until it ended, when it was ended early), then falls back to free; a missing row
 * means free. A payment that failed (past_due) keeps the plan while the provider retries.
 */
export function effectivePlan(subscription: Subscription | undefined, now: Date): PlanId {
  if (!subscription) return 'free'
  const { plan, status, currentPeriodEnd, cancelAtPeriodEnd, endedAt } = subscription
  if (plan === 'free') return plan
  const periodOver = !currentPeriodEnd || currentPeriodEnd <= now
  if (status === 'canceled') {
    const end = endedAt && (!currentPeriodEnd || endedAt < currentPeriodEnd) ? endedAt : currentPeriodEnd
    if (!end || end <= now) return 'free'
  }
  // Cancelled at the end of a period that is over, even if the ending has not been recorded yet.
  if (cancelAtPeriodEnd && currentPeriodEnd && periodOver) return 'free'
  return plan
}
