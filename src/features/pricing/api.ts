import type { RedirectResponse, UsageResponse } from '../../../shared/contract'
import { api } from '../../lib/api'
import type { PlansResponse } from './types'

export function fetchPlans(): Promise<PlansResponse> {
  return api<PlansResponse>('/api/plans/')
}

/** The signed-in user's plan ("free", "starter", ...), as the usage call names it. */
export async function fetchCurrentPlan(): Promise<string> {
  const { plan } = await api<UsageResponse>('/api/images/usage/', { retry: 0 })
  return plan
}

/** Starts paying for a price: back to /account once paid, to /pricing when the buyer turns back. */
export async function createCheckout(priceId: string, origin = location.origin): Promise<string> {
  const { url } = await api<Partial<RedirectResponse>>('/api/create-checkout-session/', {
    method: 'POST',
    body: { priceId, successUrl: `${origin}/account`, cancelUrl: `${origin}/pricing` },
    retry: 0,
  })
  if (typeof url !== 'string' || url === '') throw new Error('The checkout answer has no url.')
  return url
}
