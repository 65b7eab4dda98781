import type { SubscriptionResponse } from '../../shared/contract'
import type { Db } from '../db/client'
import { effectivePlan } from './effective-plan'
import { DATA_RETENTION_DAYS, PLANS } from './plans'
import { findSubscription, type SubscriptionRow } from './subscription-change'

const DAY_MS = 24 * 3600 * 1000
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
const deletionAfter = (end: Date) => new Date(end.getTime() + DATA_RETENTION_DAYS * DAY_MS)

/** The plan state the account page shows: plan, renewal or end date, and the data deletion date. */
export async function getSubscriptionView(
  db: Db,
  userId: string,
  now: Date,
  testMode: boolean,
): Promise<SubscriptionResponse> {
  const row = await findSubscription(db, userId)
  const plan = effectivePlan(row, now)
  const base = { testMode, provider: row?.provider ?? null }
  if (!row || row.plan === 'free') return { ...base, ...freeView(), status: 'free' }
  if (plan === 'free') {
    // A paid plan that has ended: back on free until the account is deleted.
    const endedAt = endOf(row)
    return {
      ...base,
      ...freeView(),
      status: 'canceled',
      endsAt: iso(endedAt),
      dataDeletionAt: iso(endedAt && deletionAfter(endedAt)),
    }
  }
  const cancelling = row.cancelAtPeriodEnd || row.status === 'canceled'
  const periodEnd = row.currentPeriodEnd
  return {
    ...base,
    plan,
    planName: PLANS[plan].name,
    interval: row.billingInterval,
    status: row.status === 'past_due' ? 'past_due' : 'active',
    cancelAtPeriodEnd: cancelling,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(periodEnd),
    renewsAt: cancelling ? null : iso(periodEnd),
    endsAt: cancelling ? iso(periodEnd) : null,
    dataDeletionAt: cancelling && periodEnd ? iso(deletionAfter(periodEnd)) : null,
  }
}

function freeView() {
  return {
    plan: 'free' as const,
    planName: PLANS.free.name,
    interval: null,
    cancelAtPeriodEnd: false,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    renewsAt: null,
    endsAt: null,
    dataDeletionAt: null,
  }
}

/** When a paid plan stopped giving access: the recorded end, else the end of its last period. */
function endOf(row: SubscriptionRow): Date | null {
  if (row.endedAt && (!row.currentPeriodEnd || row.endedAt < row.currentPeriodEnd)) return row.endedAt
  return row.currentPeriodEnd ?? row.endedAt
}
