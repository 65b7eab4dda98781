import { formatNumber } from '../../lib/format-number'
import type { BillingPeriod, PlanDefinition } from './types'

/** "$7", "$1,234", "$7.50": whole dollars without cents. */
export function formatDollars(amount: number): string {
  return `$${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}`
}

export type PriceDisplay = {
  /** The big figure: "$7". */
  amount: string
  /** Beside it: "/month". */
  unit: string
  /** Under it: "billed $84 yearly" or "billed monthly". */
  billing: string
  /** The whole line for screen readers and tests: "$7/month, billed $84 yearly". */
  label: string
}

/** How a card shows its price: the monthly price, or on annual billing the per-month figure and the yearly total. */
export function priceDisplay(plan: PlanDefinition, period: BillingPeriod): PriceDisplay {
  const annual = period === 'annual'
  const amount = formatDollars(annual ? plan.yearlyPrice : plan.monthlyPrice)
  const billing = annual ? `billed ${formatDollars(plan.yearlyTotal)} yearly` : 'billed monthly'
  return { amount, unit: '/month', billing, label: `${amount}/month, ${billing}` }
}

/** What follows the quota's number on a card: "coloring pages per month". */
export function pagesPerMonth(count: number): string {
  return `coloring ${count === 1 ? 'page' : 'pages'} per month`
}

/** The card's features without the quota line, which the card already shows in large type. */
export function otherFeatures(plan: PlanDefinition): string[] {
  const count = formatNumber(plan.imagesPerMonth)
  return plan.features.filter((f) => !(f.startsWith(`${count} `) && /\bper month$|\ba month$/.test(f)))
}

/** The price id to buy for this card and period. */
export const priceIdFor = (plan: PlanDefinition, period: BillingPeriod) =>
  period === 'annual' ? plan.priceIds.yearly : plan.priceIds.monthly

/** The user's plan is this card (the plan equals the lowercase plan name). */
export const isCurrentPlan = (plan: PlanDefinition, currentPlan: string | null) =>
  currentPlan !== null && currentPlan === plan.name.toLowerCase()
