import { Link } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { isCurrentPlan, priceIdFor } from '../price-format'
import { billingPeriodAtom, loadPlansAtom, plansAtom, plansFailedAtom } from '../state'
import { useCheckout } from '../use-checkout'
import { useCurrentPlan } from '../use-current-plan'
import { BillingToggle } from './billing-toggle'
import { PlanCard } from './plan-card'
import '../pricing.css'

type Props = {
  signedIn: boolean
}

/** /pricing: the billing toggle and the three plan cards the server defines. */
export function PricingPage({ signedIn }: Props) {
  const [period, setPeriod] = useAtom(billingPeriodAtom)
  const plans = useAtomValue(plansAtom)
  const failed = useAtomValue(plansFailedAtom)
  const loadPlans = useSetAtom(loadPlansAtom)
  const currentPlan = useCurrentPlan(signedIn)
  const checkout = useCheckout()

  useEffect(() => {
    if (!plans) void loadPlans()
  }, [plans, loadPlans])

  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <header className="pricing__intro">
        <h1 id="pricing-title">Pricing</h1>
        <p className="pricing__lead">
          Printable coloring pages for your family, your class or your shop. Every plan renews automatically
          and can be cancelled any time: you keep it until the end of the period you paid for.
        </p>
        <BillingToggle value={period} onChange={setPeriod} />
        {plans?.testMode && (
          <p className="pricing__test-mode" role="note">
            Test mode: no card is charged
          </p>
        )}
      </header>

      {plans ? (
        <div className="pricing__cards">
          {plans.plans.map((plan) => {
            const priceId = priceIdFor(plan, period)
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                signedIn={signedIn}
                current={isCurrentPlan(plan, currentPlan)}
                pending={checkout.pendingPriceId === priceId}
                busy={checkout.pendingPriceId !== null}
                onPick={() => void checkout.start(priceId)}
              />
            )
          })}
        </div>
      ) : failed ? (
        <div className="pricing__problem" role="alert">
          <p>The plans could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button button--ghost" onClick={() => void loadPlans()}>
            Try again
          </button>
        </div>
      ) : (
        <p className="pricing__loading" role="status">
          Loading plans...
        </p>
      )}

      <div className="pricing__notes">
        <p>
          Prices are in US dollars. Annual plans are charged once a year; monthly plans once a month.
          {signedIn ? (
            <>
              {' '}
              Your plan, renewal date and cancellation are on your <Link to="/account">account page</Link>.
            </>
          ) : (
            <> Sign up free first: a new account comes with 10 coloring pages.</>
          )}
        </p>
        <p>
          Starter and Hobbyist come with the personal license, Professional with the commercial license: see
          the <Link to="/license">License Terms</Link>. For refunds and cancelling, see the{' '}
          <Link to="/cancellation">Cancellation Policy</Link>.
        </p>
      </div>
    </section>
  )
}
