import {
  type BillingInterval,
  BILLING_INTERVALS as INTERVALS,
  PAID_PLAN_IDS,
  type PaidPlanId,
  type PlanDefinition,
  type PlanId,
} from '../../shared/contract'
import type { BillingConfig, StripePriceIds } from '../config'

export type { BillingInterval, PaidPlanId, PlanId }

export type Plan = {
  id: PlanId
  name: string
  /** Pages a free account may ever create; null on paid plans. */
  totalLimit: number | null
  /** Pages a paid plan may create per billing period; null on the free plan. */
  monthlyLimit: number | null
  /** Whether the plan's pages carry the Colorly watermark: only Professional pages go without. */
  watermark: boolean
}

// The one place that names the plans and their quotas.
export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', totalLimit: 10, monthlyLimit: null, watermark: true },
  starter: { id: 'starter', name: 'Starter', totalLimit: null, monthlyLimit: 100, watermark: true },
  hobbyist: { id: 'hobbyist', name: 'Hobbyist', totalLimit: null, monthlyLimit: 1000, watermark: true },
  professional: {
    id: 'professional',
    name: 'Professional',
    totalLimit: null,
    monthlyLimit: 5000,
    watermark: false,
  },
}

export const isFreePlan = (plan: PlanId) => plan === 'free'

export const PAID_PLANS: readonly PaidPlanId[] = PAID_PLAN_IDS
export const BILLING_INTERVALS: readonly BillingInterval[] = INTERVALS

/** Account data is deleted this long after a cancellation took effect. */
export const DATA_RETENTION_DAYS = 30

type Offer = {
  /** US dollars a month, billed monthly. */
  monthlyPrice: number
  /** US dollars a month, billed annually (the annual charge is 12 times this). */
  yearlyPrice: number
  features: string[]
  cta: string
  mostPopular: boolean
}

const shared = ['4 styles and complexity levels', 'PNG and PDF downloads', 'Magic Prompt enhancement']

// Prices and what each card promises.
const OFFERS: Record<PaidPlanId, Offer> = {
  starter: {
    monthlyPrice: 10,
    yearlyPrice: 7,
    features: ['100 coloring pages per month', ...shared, 'Personal license', 'Watermark on pages'],
    cta: 'Get Starter',
    mostPopular: false,
  },
  hobbyist: {
    monthlyPrice: 15,
    yearlyPrice: 10,
    features: ['1,000 coloring pages per month', ...shared, 'Personal license', 'Watermark on pages'],
    cta: 'Get Hobbyist',
    mostPopular: true,
  },
  professional: {
    monthlyPrice: 37,
    yearlyPrice: 25,
    features: ['5,000 coloring pages per month', ...shared, 'Commercial license', 'No watermark'],
    cta: 'Get Professional',
    mostPopular: false,
  },
}

/** The sandbox's own price ids: stable, so a client or a test can name them. */
export const SANDBOX_PRICE_IDS: StripePriceIds = {
  starter: { monthly: 'sandbox_starter_monthly', yearly: 'sandbox_starter_yearly' },
  hobbyist: { monthly: 'sandbox_hobbyist_monthly', yearly: 'sandbox_hobbyist_yearly' },
  professional: { monthly: 'sandbox_professional_monthly', yearly: 'sandbox_professional_yearly' },
}

export const priceIdsFor = (billing: BillingConfig): StripePriceIds =>
  billing.provider === 'stripe' ? billing.priceIds : SANDBOX_PRICE_IDS

export type Price = { id: string; plan: PaidPlanId; interval: BillingInterval }

/** The plan and interval a price id stands for, or undefined for a price that is not ours. */
export function findPrice(billing: BillingConfig, priceId: string): Price | undefined {
  const ids = priceIdsFor(billing)
  for (const plan of PAID_PLANS) {
    for (const interval of BILLING_INTERVALS) {
      if (ids[plan][interval] === priceId) return { id: priceId, plan, interval }
    }
  }
  return undefined
}

export function planDefinitions(billing: BillingConfig): PlanDefinition[] {
  const ids = priceIdsFor(billing)
  return PAID_PLANS.map((id) => {
    const offer = OFFERS[id]
    return {
      id,
      name: PLANS[id].name,
      monthlyPrice: offer.monthlyPrice,
      yearlyPrice: offer.yearlyPrice,
      yearlyTotal: offer.yearlyPrice * 12,
      imagesPerMonth: PLANS[id].monthlyLimit as number,
      features: [...offer.features],
      cta: offer.cta,
      mostPopular: offer.mostPopular,
      priceIds: { ...ids[id] },
    }
  })
}
