import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { fetchSubscription, fetchUsage } from '../api'
import { useBillingPortal } from '../use-billing-portal'
import { usePolled } from '../use-polled'
import { PlanPanel } from './plan-panel'
import { UsagePanel } from './usage-panel'
import '../account.css'

/** The usage panel refreshes every 5 seconds. */
const USAGE_REFRESH_MS = 5000

type Props = {
  email: string
}

/** /account for a signed-in user: who they are, their plan and its state, and their usage. */
export function AccountPage({ email }: Props) {
  const usage = usePolled(fetchUsage, USAGE_REFRESH_MS, 'usage statistics')
  const subscription = usePolled(fetchSubscription, 0, 'the subscription')
  const portal = useBillingPortal()

  // The plan seen by the usage call changed (a late payment webhook, a renewal, an end): reread its state.
  const plan = usage.data?.plan
  const seenPlan = useRef(plan)
  const reloadSubscription = subscription.reload
  useEffect(() => {
    if (seenPlan.current !== undefined && plan !== seenPlan.current) reloadSubscription()
    seenPlan.current = plan
  }, [plan, reloadSubscription])

  return (
    <section className="account" aria-labelledby="account-title">
      <header className="account__head">
        <div>
          <h1 id="account-title">Account</h1>
          <p className="account__email">
            Signed in as <strong>{email}</strong>
          </p>
        </div>
        <div className="account__actions">
          <Link to="/pricing" className="button button--primary">
            Upgrade Plan
          </Link>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void portal.open()}
            disabled={portal.opening}
            aria-busy={portal.opening}
          >
            Manage Account
          </button>
        </div>
      </header>
      <div className="account__panels">
        <PlanPanel
          subscription={subscription.data}
          failed={subscription.failed}
          opening={portal.opening}
          onManage={() => void portal.open()}
        />
        <UsagePanel usage={usage.data} failed={usage.failed} />
      </div>
    </section>
  )
}
