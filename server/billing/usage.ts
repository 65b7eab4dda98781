import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { UsageResponse } from '../../shared/contract'
import type { Db } from '../db/client'
import { preparedPerDb } from '../db/prepared'
import { generationCharges, type subscriptions } from '../db/schema'
import { planNow } from './current-plan'
import { type Period, quotaMonth, rollForward } from './period'
import { isFreePlan } from './plans'
import { findSubscription } from './subscription-change'

// Index range counts on generation_charges (user_id, created_at), prepared: every open generator polls them.
const chargesEver = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(generationCharges)
    .where(eq(generationCharges.userId, sql.placeholder('userId')))
    .prepare('usage_charges_ever'),
)
const chargesInPeriod = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(generationCharges)
    .where(
      and(
        eq(generationCharges.userId, sql.placeholder('userId')),
        gte(generationCharges.createdAt, sql.placeholder('start')),
        lt(generationCharges.createdAt, sql.placeholder('end')),
      ),
    )
    .prepare('usage_charges_in_period'),
)

/**
 * How much of the quota a user has spent: every charge ever on the free plan, the charges inside
 * the current month of the billing period on a paid plan (the calendar month, UTC, when no period is
 * recorded). Annual plans get their monthly quota every month of the year.
 */
export async function getUsage(
  db: Db,
  userId: string,
  now: Date,
  /** The plan row when the caller has it already (the session's); read here otherwise. */
  known?: { subscription: typeof subscriptions.$inferSelect | null },
): Promise<UsageResponse> {
  const subscription = known ? (known.subscription ?? undefined) : await findSubscription(db, userId)
  const plan = planNow(subscription, now)
  const free = isFreePlan(plan.id)
  const period = free ? null : quotaMonth(billingPeriod(subscription, now), now)
  const [row] = period
    ? await chargesInPeriod(db).execute({
        userId,
        start: period.start.toISOString(),
        end: period.end.toISOString(),
      })
    : await chargesEver(db).execute({ userId })
  return {
    plan: plan.id,
    is_free_plan: free,
    images_generated: Number(row?.n ?? 0),
    total_limit: plan.totalLimit,
    monthly_limit: plan.monthlyLimit,
  }
}

/**
 * The recorded period; once it is over and the renewal is not recorded yet (the job runs hourly, a
 * Stripe webhook may be late), the period that follows it, so a late renewal never means a free run.
 */
function billingPeriod(
  subscription:
    | Pick<typeof subscriptions.$inferSelect, 'currentPeriodStart' | 'currentPeriodEnd' | 'billingInterval'>
    | undefined,
  now: Date,
): Period {
  if (subscription?.currentPeriodStart && subscription.currentPeriodEnd) {
    const period = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }
    return subscription.billingInterval ? rollForward(period, subscription.billingInterval, now) : period
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return { start, end }
}
