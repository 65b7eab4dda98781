import { describe, expect, it } from 'vitest'
import type { Usage } from './types'
import { summarizeUsage } from './usage-summary'

const free = (used: number): Usage => ({
  plan: 'free',
  is_free_plan: true,
  images_generated: used,
  total_limit: 10,
  monthly_limit: null,
})

describe('the usage panel’s words', () => {
  it('on the free plan counts against the total limit', () => {
    expect(summarizeUsage(free(3))).toEqual({
      text: '3 of 10 free pages used',
      planName: 'Free plan',
      used: 3,
      limit: 10,
      percent: 30,
      exhausted: false,
    })
  })

  it('on a paid plan counts this month against the monthly limit', () => {
    const summary = summarizeUsage({
      plan: 'starter',
      is_free_plan: false,
      images_generated: 12,
      total_limit: null,
      monthly_limit: 100,
    })
    expect(summary.text).toBe('12 of 100 this month')
    expect(summary.planName).toBe('Starter plan')
    expect(summary.percent).toBe(12)
  })

  it('when everything is used the bar is full and the quota exhausted, even past the limit', () => {
    expect(summarizeUsage(free(10))).toMatchObject({ percent: 100, exhausted: true })
    expect(summarizeUsage(free(12))).toMatchObject({ text: '12 of 10 free pages used', percent: 100 })
  })

  it('without a limit it just counts', () => {
    const summary = summarizeUsage({
      plan: 'professional',
      is_free_plan: false,
      images_generated: 1,
      total_limit: null,
      monthly_limit: null,
    })
    expect(summary).toMatchObject({ text: '1 page this month', limit: null, exhausted: false })
  })
})
