import type { subscriptions } from '../db/schema'

export type PlanId = (typeof subscriptions.plan.enumValues)[number]

export type Plan = {
  id: PlanId
  name: string
  /** Pages a free account may ever create; null on paid plans. */
  totalLimit: number | null
  /** Pages a paid plan may create per billing period; null on the free plan. */
  monthlyLimit: number | null
}

// The one place that names the plans and their quotas.
export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', totalLimit: 10, monthlyLimit: null },
  starter: { id: 'starter', name: 'Starter', totalLimit: null, monthlyLimit: 100 },
  hobbyist: { id: 'hobbyist', name: 'Hobbyist', totalLimit: null, monthlyLimit: 1000 },
  professional: { id: 'professional', name: 'Professional', totalLimit: null, monthlyLimit: 5000 },
}

export const isFreePlan = (plan: PlanId) => plan === 'free'
