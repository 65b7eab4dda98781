import { describe, expect, it } from 'vitest'
import { describePlan } from './plan-status'
import type { Subscription } from './types'

const freeView: Subscription = {
  plan: 'free',
  planName: 'Free',
  interval: null,
  status: 'free',
  cancelAtPeriodEnd: false,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  renewsAt: null,
  endsAt: null,
  dataDeletionAt: null,
  provider: null,
  testMode: true,
}

const hobbyist: Subscription = {
  ...freeView,
  plan: 'hobbyist',
  planName: 'Hobbyist',
  interval: 'yearly',
  status: 'active',
  currentPeriodStart: '2026-07-03T10:00:00.000Z',
  currentPeriodEnd: '2027-07-03T10:00:00.000Z',
  renewsAt: '2027-07-03T10:00:00.000Z',
  provider: 'sandbox',
}

const describeUtc = (sub: Subscription) => describePlan(sub, 'UTC')

describe('describePlan', () => {
  it('a plan never paid for is the free plan, with no date', () => {
    expect(describeUtc(freeView)).toMatchObject({
      kind: 'free',
      title: 'Free plan',
      dateLine: null,
      deletionNote: null,
    })
  })

  it('an active plan renews on the end of its period', () => {
    expect(describeUtc(hobbyist)).toMatchObject({
      kind: 'active',
      title: 'Hobbyist, billed annually',
      dateLine: 'Renews on July 3, 2027',
      paymentProblem: false,
      deletionNote: null,
    })
  })

  it('a cancelled plan ends on the end of its period, is kept until then, and names the deletion date', () => {
    const status = describeUtc({
      ...hobbyist,
      interval: 'monthly',
      cancelAtPeriodEnd: true,
      renewsAt: null,
      endsAt: '2026-08-03T10:00:00.000Z',
      dataDeletionAt: '2026-09-02T10:00:00.000Z',
    })
    expect(status).toMatchObject({
      kind: 'cancelling',
      title: 'Hobbyist, billed monthly',
      dateLine: 'Ends on August 3, 2026',
    })
    expect(status.explanation).toContain('you keep Hobbyist until then')
    expect(status.deletionNote).toBe(
      'Your account and coloring pages will be deleted on September 2, 2026 unless you reactivate or subscribe again.',
    )
  })

  it('a plan that has ended is back on free, with the end date and the deletion 30 days later', () => {
    const status = describeUtc({
      ...freeView,
      status: 'canceled',
      provider: 'sandbox',
      endsAt: '2026-08-03T10:00:00.000Z',
      dataDeletionAt: '2026-09-02T10:00:00.000Z',
    })
    expect(status).toMatchObject({ kind: 'ended', title: 'Free plan', dateLine: 'Ended on August 3, 2026' })
    expect(status.deletionNote).toBe(
      'Your account and coloring pages will be deleted on September 2, 2026 unless you subscribe again.',
    )
  })

  it('an ended plan without a deletion date says nothing about deletion', () => {
    const status = describeUtc({ ...freeView, status: 'canceled', endsAt: '2026-08-03T10:00:00.000Z' })
    expect(status.deletionNote).toBeNull()
  })

  it('a failed payment keeps the plan and says so', () => {
    expect(describeUtc({ ...hobbyist, status: 'past_due' })).toMatchObject({
      kind: 'active',
      paymentProblem: true,
      dateLine: 'Renews on July 3, 2027',
    })
  })
})
