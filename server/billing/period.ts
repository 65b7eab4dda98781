import type { BillingInterval } from './plans'

/**
 * The same instant one month or one year later (UTC). A day the next month lacks becomes its last
 * day: 31 January plus a month is 28 (or 29) February.
 */
export function addInterval(from: Date, interval: BillingInterval): Date {
  return addMonths(from, interval === 'yearly' ? 12 : 1)
}

/** The same instant `months` months later (UTC), clamped to the last day of a shorter month. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from)
  const day = from.getUTCDate()
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target
}

export type Period = { start: Date; end: Date }

/** The period that starts now. */
export const periodFrom = (start: Date, interval: BillingInterval): Period => ({
  start,
  end: addInterval(start, interval),
})

/**
 * The period that contains `now`, found by renewing `current` as many times as needed (a server
 * that was off for two months renews twice).
 */
export function rollForward(current: Period, interval: BillingInterval, now: Date): Period {
  let period = current
  while (period.end <= now) period = { start: period.end, end: addInterval(period.end, interval) }
  return period
}

/**
 * The month of a billing period that contains `now`: quotas are per month on annual plans too, so an
 * annual period is cut into twelve months counted from its start (a monthly period is its own month).
 */
export function quotaMonth(period: Period, now: Date): Period {
  let k = 0
  while (addMonths(period.start, k + 1) <= now && addMonths(period.start, k + 1) < period.end) k++
  const start = addMonths(period.start, k)
  const next = addMonths(period.start, k + 1)
  return { start, end: new Date(Math.min(next.getTime(), period.end.getTime())) }
}
