import { describe, expect, it } from 'vitest'
import type { Usage } from './types'
import { summarizeUsage } from './usage-summary'

const free: Usage = {
  plan: 'free',
  is_free_plan: true,
  images_generated: 3,
  total_limit: 10,
  monthly_limit: null,
}
const starter: Usage = {
  plan: 'starter',
  is_free_plan: false,
  images_generated: 12,
  total_limit: null,
  monthly_limit: 100,
}

describe('summarizeUsage', () => {
  it('on the free plan counts against the total limit', () => {
    expect(summarizeUsage(free)).toEqual({
      planName: 'Free plan',
      text: 'Free plan: 3 of 10 pages used',
      used: 3,
      limit: 10,
      percent: 30,
      exhausted: false,
    })
  })

  it('on a paid plan counts against the monthly limit', () => {
    const summary = summarizeUsage(starter)
    expect(summary.text).toBe('Starter plan: 12 of 100 pages used this month')
    expect(summary.percent).toBe(12)
  })

  it('writes large numbers with a thousands separator', () => {
    const pro = { ...starter, plan: 'professional', images_generated: 1234, monthly_limit: 5000 }
    expect(summarizeUsage(pro).text).toBe('Professional plan: 1,234 of 5,000 pages used this month')
  })

  it('is exhausted at the limit and never draws the bar past full', () => {
    expect(summarizeUsage({ ...free, images_generated: 10 })).toMatchObject({ exhausted: true, percent: 100 })
    expect(summarizeUsage({ ...free, images_generated: 12 })).toMatchObject({ exhausted: true, percent: 100 })
  })

  it('without a limit from the server just counts the pages', () => {
    const summary = summarizeUsage({ ...starter, monthly_limit: null, images_generated: 1 })
    expect(summary).toMatchObject({ text: 'Starter plan: 1 page made this month', limit: null, percent: 0 })
  })
})
