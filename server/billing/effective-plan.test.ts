import { describe, expect, it } from 'vitest'
import { effectivePlan } from './effective-plan'

const now = new Date('2026-06-15T12:00:00Z')
const later = new Date('2026-07-01T00:00:00Z')
const earlier = new Date('2026-06-01T00:00:00Z')
const paid = {
  plan: 'starter' as const,
  status: 'active' as const,
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
  endedAt: null,
}

describe('effective plan', () => {
  it('no subscription row means free', () => {
    expect(effectivePlan(undefined, now)).toBe('free')
  })

  it('an active paid plan applies', () => {
    expect(effectivePlan(paid, now)).toBe('starter')
  })

  it('a plan cancelled at period end applies until the period ends, then free', () => {
    expect(effectivePlan({ ...paid, cancelAtPeriodEnd: true }, now)).toBe('starter')
    expect(effectivePlan({ ...paid, cancelAtPeriodEnd: true, currentPeriodEnd: earlier }, now)).toBe('free')
  })

  it('an ended plan is free, even when it was ended before its period was over', () => {
    expect(effectivePlan({ ...paid, status: 'canceled', endedAt: earlier }, now)).toBe('free')
    expect(effectivePlan({ ...paid, status: 'canceled', currentPeriodEnd: earlier }, now)).toBe('free')
  })

  it('a failed payment (past due) keeps the plan while the provider retries', () => {
    expect(effectivePlan({ ...paid, status: 'past_due' }, now)).toBe('starter')
  })
})
