import { Link } from '@tanstack/react-router'
import { describePlan } from '../plan-status'
import type { Subscription } from '../types'

type Props = {
  subscription: Subscription | null
  failed: boolean
  /** The billing portal is being opened. */
  opening: boolean
  /** Opens the billing portal, where cancelling and reactivating are done. */
  onManage: () => void
}

// The free plan needs no badge: its title says it.
const BADGES = {
  free: null,
  active: { text: 'Active', tone: 'good' },
  cancelling: { text: 'Cancelled', tone: 'warn' },
  ended: { text: 'Paid plan ended', tone: 'neutral' },
} as const

/** The plan's state: renews or ends on a date, and the way to cancel or reactivate it. */
export function PlanPanel({ subscription, failed, opening, onManage }: Props) {
  return (
    <section className="account-panel" aria-labelledby="account-plan-title">
      <h2 id="account-plan-title" className="account-panel__title">
        Your plan
      </h2>
      {subscription ? (
        <PlanDetails subscription={subscription} opening={opening} onManage={onManage} />
      ) : failed ? (
        <p className="account-panel__error" role="alert">
          Your plan could not be loaded. Check your connection; this page tries again by itself.
        </p>
      ) : (
        <p className="account-panel__loading">Loading your plan...</p>
      )}
    </section>
  )
}

function PlanDetails({
  subscription,
  opening,
  onManage,
}: Omit<Props, 'failed'> & { subscription: Subscription }) {
  const status = describePlan(subscription)
  const badge = status.paymentProblem ? { text: 'Payment due', tone: 'bad' } : BADGES[status.kind]
  return (
    <>
      <p className="account-plan__head">
        <strong className="account-plan__name">{status.title}</strong>
        {badge && (
          <span className="account-status" data-tone={badge.tone}>
            {badge.text}
          </span>
        )}
      </p>
      {status.dateLine && <p className="account-plan__date">{status.dateLine}</p>}
      {status.paymentProblem && (
        <p className="account-plan__warning" role="alert">
          Your last payment did not go through and is being retried. Update your card in Manage Account to
          keep your plan.
        </p>
      )}
      <p className="account-plan__text">{status.explanation}</p>
      {status.deletionNote && <p className="account-plan__deletion">{status.deletionNote}</p>}
      <div className="account-plan__actions">
        {status.kind === 'active' && (
          <button type="button" className="button button--ghost" onClick={onManage} disabled={opening}>
            Cancel subscription
          </button>
        )}
        {status.kind === 'cancelling' && (
          <button type="button" className="button button--primary" onClick={onManage} disabled={opening}>
            Reactivate subscription
          </button>
        )}
        {(status.kind === 'free' || status.kind === 'ended') && (
          <Link to="/pricing" className="button button--primary">
            See plans and prices
          </Link>
        )}
      </div>
      {(status.kind === 'active' || status.kind === 'cancelling') && (
        <p className="account-plan__hint">
          This opens the billing page, where you confirm. Changing plan or card is done there too.
        </p>
      )}
      {subscription.testMode && (
        <p className="account-plan__test-mode" role="note">
          Test mode: no card is charged
        </p>
      )}
    </>
  )
}
