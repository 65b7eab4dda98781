import { and, eq, inArray, lte, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { subscriptions } from '../db/schema'
import { applyOnce } from './billing-events'
import { rollForward } from './period'
import { applySubscriptionChange } from './subscription-change'

const periodOverOnSandbox = (now: Date, cancelAtPeriodEnd: boolean) =>
  and(
    eq(subscriptions.provider, 'sandbox'),
    ne(subscriptions.plan, 'free'),
    inArray(subscriptions.status, ['active', 'past_due']),
    eq(subscriptions.cancelAtPeriodEnd, cancelAtPeriodEnd),
    lte(subscriptions.currentPeriodEnd, now),
  )

/**
 * Sandbox plans whose period is over and that were not cancelled renew: the period rolls forward
 * (several times if the server was off that long). Stripe renewals arrive by webhook instead.
 * Each renewal is an event with its own id, so two servers running the job renew once.
 */
export async function renewSandboxSubscriptions(db: Db, now: Date): Promise<number> {
  const due = await db.select().from(subscriptions).where(periodOverOnSandbox(now, false))
  let renewed = 0
  for (const row of due) {
    if (!row.currentPeriodStart || !row.currentPeriodEnd || !row.billingInterval) continue
    const event = {
      id: `sandbox_renewal_${row.userId}_${row.currentPeriodEnd.getTime()}`,
      type: 'invoice.paid',
    }
    const period = rollForward(
      { start: row.currentPeriodStart, end: row.currentPeriodEnd },
      row.billingInterval,
      now,
    )
    const change = {
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      status: 'active' as const,
    }
    if (
      await applyOnce(db, event, now, (tx) =>
        applySubscriptionChange(tx, row.userId, change, now).then(() => {}),
      )
    ) {
      renewed++
    }
  }
  return renewed
}

/**
 * Sandbox plans cancelled at period end whose period is over end now: status canceled, ended at the
 * period's end (the moment from which the 30 days of data retention count). Stripe sends
 * customer.subscription.deleted instead.
 */
export async function endCancelledSandboxSubscriptions(db: Db, now: Date): Promise<number> {
  const due = await db.select().from(subscriptions).where(periodOverOnSandbox(now, true))
  let ended = 0
  for (const row of due) {
    if (!row.currentPeriodEnd) continue
    const event = {
      id: `sandbox_end_${row.userId}_${row.currentPeriodEnd.getTime()}`,
      type: 'customer.subscription.deleted',
    }
    const change = { status: 'canceled' as const, endedAt: row.currentPeriodEnd, cancelAtPeriodEnd: false }
    if (
      await applyOnce(db, event, now, (tx) =>
        applySubscriptionChange(tx, row.userId, change, now).then(() => {}),
      )
    ) {
      ended++
    }
  }
  return ended
}
