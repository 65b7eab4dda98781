import type { BillingInterval } from './plans'

/**
 * The same instant one month or one year later (UTC). A day the next month lacks becomes its last
 * day: 31 January plus a month is 28 (or 29) February.
 */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1
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
