import { formatLongDate } from './format-date'
import type { Subscription } from './types'

export type PlanStatus = {
  /** free: never paid; active: renews; cancelling: ends at the period end; ended: a paid plan that has stopped. */
  kind: 'free' | 'active' | 'cancelling' | 'ended'
  /** "Hobbyist, billed annually", "Free plan". */
  title: string
  /** "Renews on July 3, 2026", "Ends on July 3, 2026", "Ended on July 3, 2026"; null on a plan that never was paid. */
  dateLine: string | null
  /** A payment failed and is being retried. */
  paymentProblem: boolean
  /** What happens next, in a sentence or two. */
  explanation: string
  /** "Your account and pages will be deleted on August 2, 2026 unless ..."; null when no deletion is planned. */
  deletionNote: string | null
}

const BILLED = { monthly: 'billed monthly', yearly: 'billed annually' } as const

/** How the account page words the plan's state. */
export function describePlan(sub: Subscription, timeZone?: string): PlanStatus {
  const date = (iso: string | null) => formatLongDate(iso, timeZone)
  const deletion = (unless: string) =>
    sub.dataDeletionAt
      ? `Your account and coloring pages will be deleted on ${date(sub.dataDeletionAt)} unless you ${unless}.`
      : null

  if (sub.status === 'canceled' || (sub.plan === 'free' && sub.endsAt)) {
    return {
      kind: 'ended',
      title: 'Free plan',
      dateLine: sub.endsAt ? `Ended on ${date(sub.endsAt)}` : null,
      paymentProblem: false,
      explanation: 'Your paid plan has ended and you are back on the free plan.',
      deletionNote: deletion('subscribe again'),
    }
  }
  if (sub.plan === 'free' || sub.status === 'free') {
    return {
      kind: 'free',
      title: 'Free plan',
      dateLine: null,
      paymentProblem: false,
      explanation: 'Upgrade to a paid plan to make more coloring pages every month.',
      deletionNote: null,
    }
  }
  const title = sub.interval ? `${sub.planName}, ${BILLED[sub.interval]}` : sub.planName
  const paymentProblem = sub.status === 'past_due'
  if (sub.cancelAtPeriodEnd) {
    return {
      kind: 'cancelling',
      title,
      dateLine: `Ends on ${date(sub.endsAt)}`,
      paymentProblem,
      explanation: `Your subscription is cancelled: you keep ${sub.planName} until then, and it will not renew. You can reactivate it any time before it ends.`,
      deletionNote: deletion('reactivate or subscribe again'),
    }
  }
  return {
    kind: 'active',
    title,
    dateLine: `Renews on ${date(sub.renewsAt)}`,
    paymentProblem,
    explanation:
      'Your plan renews automatically. Cancel at least 24 hours before the renewal to avoid the next charge; you keep the plan until the end of the paid period.',
    deletionNote: null,
  }
}
