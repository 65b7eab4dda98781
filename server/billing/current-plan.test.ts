import { describe, expect, it } from 'vitest'
import { planNow } from './current-plan'
import { PLANS } from './plans'

const now = new Date('2026-06-15T12:00:00Z')
const later = new Date('2026-07-01T00:00:00Z')
const earlier = new Date('2026-06-01T00:00:00Z')
const subscription = (plan: 'starter' | 'hobbyist' | 'professional', periodEnd = later) => ({
  plan,
  status: 'active' as const,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  endedAt: null,
})

describe('the plan that applies now', () => {
  it('carries the watermark on every plan but Professional', () => {
    expect(
      Object.values(PLANS)
        .filter((plan) => !plan.watermark)
        .map((plan) => plan.id),
    ).toEqual(['professional'])
    expect(planNow(undefined, now).watermark).toBe(true)
    expect(planNow(subscription('hobbyist'), now).watermark).toBe(true)
    expect(planNow(subscription('professional'), now).watermark).toBe(false)
  })

  it('puts the watermark back once a cancelled Professional plan has ended', () => {
    const ended = { ...subscription('professional', earlier), cancelAtPeriodEnd: true }
    expect(planNow(ended, now)).toMatchObject({ id: 'free', watermark: true })
  })
})
