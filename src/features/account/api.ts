import type { RedirectResponse } from '../../../shared/contract'
import { api } from '../../lib/api'
import type { Subscription, Usage } from './types'

export function fetchUsage(): Promise<Usage> {
  return api<Usage>('/api/images/usage/', { retry: 0 })
}

export function fetchSubscription(): Promise<Subscription> {
  return api<Subscription>('/api/billing/subscription/', { retry: 0 })
}

/** The billing portal (cancel, reactivate, change plan, card, invoices), coming back to /account. */
export async function openBillingPortal(origin = location.origin): Promise<string> {
  const { url } = await api<Partial<RedirectResponse>>('/api/create-checkout-session/', {
    method: 'POST',
    body: { returnUrl: `${origin}/account` },
    retry: 0,
  })
  if (typeof url !== 'string' || url === '') throw new Error('The billing portal answer has no url.')
  return url
}
