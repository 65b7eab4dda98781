import { describe, expect, it } from 'vitest'
import { addInterval, quotaMonth, rollForward } from './period'

const at = (iso: string) => new Date(iso)

describe('billing periods', () => {
  it('a monthly period ends on the same day and time of the next month', () => {
    expect(addInterval(at('2026-03-15T10:30:00Z'), 'monthly').toISOString()).toBe('2026-04-15T10:30:00.000Z')
  })

  it('a month from the 31st ends on the last day of a shorter month', () => {
    expect(addInterval(at('2026-01-31T08:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(addInterval(at('2028-01-31T08:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T08:00:00.000Z')
  })

  it('a yearly period from 29 February ends on 28 February', () => {
    expect(addInterval(at('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z')
  })

  it('December rolls into January of the next year', () => {
    expect(addInterval(at('2026-12-10T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-10T00:00:00.000Z')
  })

  it('rolling forward renews as many times as needed to reach the period that contains now', () => {
    const period = { start: at('2026-01-10T00:00:00Z'), end: at('2026-02-10T00:00:00Z') }
    const rolled = rollForward(period, 'monthly', at('2026-04-20T00:00:00Z'))
    expect(rolled.start.toISOString()).toBe('2026-04-10T00:00:00.000Z')
    expect(rolled.end.toISOString()).toBe('2026-05-10T00:00:00.000Z')
  })

  it('a period that is not over is left as it is', () => {
    const period = { start: at('2026-01-10T00:00:00Z'), end: at('2026-02-10T00:00:00Z') }
    expect(rollForward(period, 'monthly', at('2026-02-09T23:59:59Z'))).toBe(period)
  })

  it('an annual period is counted month by month from its start, so the quota renews every month', () => {
    const year = { start: at('2026-01-31T09:00:00Z'), end: at('2027-01-31T09:00:00Z') }
    const march = quotaMonth(year, at('2026-03-30T12:00:00Z'))
    expect(march.start.toISOString()).toBe('2026-02-28T09:00:00.000Z')
    expect(march.end.toISOString()).toBe('2026-03-31T09:00:00.000Z')
    const last = quotaMonth(year, at('2027-01-15T00:00:00Z'))
    expect(last.start.toISOString()).toBe('2026-12-31T09:00:00.000Z')
    expect(last.end.toISOString()).toBe('2027-01-31T09:00:00.000Z')
  })

  it('a monthly period is its own quota month', () => {
    const month = { start: at('2026-05-10T00:00:00Z'), end: at('2026-06-10T00:00:00Z') }
    expect(quotaMonth(month, at('2026-05-20T00:00:00Z'))).toEqual(month)
  })
})
