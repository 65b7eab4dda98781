import { describe, expect, it } from 'vitest'
import {
  formatDollars,
  isCurrentPlan,
  otherFeatures,
  pagesPerMonth,
  priceDisplay,
  priceIdFor,
} from './price-format'
import type { PlanDefinition } from './types'

const starter: PlanDefinition = {
  id: 'starter',
  name: 'Starter',
  monthlyPrice: 10,
  yearlyPrice: 7,
  yearlyTotal: 84,
  imagesPerMonth: 100,
  features: ['100 coloring pages per month', 'PNG and PDF downloads', 'Personal license'],
  cta: 'Get Starter',
  mostPopular: false,
  priceIds: { monthly: 'price_m', yearly: 'price_y' },
}

describe('formatDollars', () => {
  it('writes whole dollars without cents and thousands with a comma', () => {
    expect(formatDollars(7)).toBe('$7')
    expect(formatDollars(0)).toBe('$0')
    expect(formatDollars(1234)).toBe('$1,234')
  })

  it('writes cents with two digits when there are any', () => {
    expect(formatDollars(7.5)).toBe('$7.50')
    expect(formatDollars(9.99)).toBe('$9.99')
  })
})

describe('priceDisplay', () => {
  it('on annual billing shows the per-month figure and the yearly total', () => {
    expect(priceDisplay(starter, 'annual')).toEqual({
      amount: '$7',
      unit: '/month',
      billing: 'billed $84 yearly',
      label: '$7/month, billed $84 yearly',
    })
  })

  it('on monthly billing shows the monthly price, billed monthly', () => {
    expect(priceDisplay(starter, 'monthly').label).toBe('$10/month, billed monthly')
  })

  it('shows the yearly total the server gives, not one worked out here', () => {
    expect(priceDisplay({ ...starter, yearlyPrice: 24.99, yearlyTotal: 299.88 }, 'annual').label).toBe(
      '$24.99/month, billed $299.88 yearly',
    )
  })
})

describe('plan cards', () => {
  it('words what follows the quota, singular for one page', () => {
    expect(pagesPerMonth(1000)).toBe('coloring pages per month')
    expect(pagesPerMonth(1)).toBe('coloring page per month')
  })

  it('leaves the quota out of the feature list, since the card shows it in large type', () => {
    expect(otherFeatures(starter)).toEqual(['PNG and PDF downloads', 'Personal license'])
    const hobbyist = {
      ...starter,
      imagesPerMonth: 1000,
      features: ['1,000 coloring pages per month', 'No watermark'],
    }
    expect(otherFeatures(hobbyist)).toEqual(['No watermark'])
  })

  it('keeps a feature that only starts with the same number', () => {
    expect(otherFeatures({ ...starter, features: ['100 styles to choose from'] })).toEqual([
      '100 styles to choose from',
    ])
  })

  it('buys the yearly price on annual billing and the monthly one otherwise', () => {
    expect(priceIdFor(starter, 'annual')).toBe('price_y')
    expect(priceIdFor(starter, 'monthly')).toBe('price_m')
  })

  it("marks the card whose lowercase name is the user's plan", () => {
    expect(isCurrentPlan(starter, 'starter')).toBe(true)
    expect(isCurrentPlan(starter, 'Starter')).toBe(false)
    expect(isCurrentPlan(starter, 'free')).toBe(false)
    expect(isCurrentPlan(starter, null)).toBe(false)
  })
})
