import { atom } from 'jotai'
import { fetchPlans } from './api'
import type { BillingPeriod, PlansResponse } from './types'

/** Annual by default; kept while the visitor signs in and comes back. */
export const billingPeriodAtom = atom<BillingPeriod>('annual')

/** The plan cards from the server; kept once loaded, they change only with a deploy. */
export const plansAtom = atom<PlansResponse | null>(null)
export const plansFailedAtom = atom(false)

export const loadPlansAtom = atom(null, async (_get, set) => {
  set(plansFailedAtom, false)
  try {
    set(plansAtom, await fetchPlans())
  } catch (err) {
    console.error('Could not load the plans', err)
    set(plansFailedAtom, true)
  }
})
