import { Link } from '@tanstack/react-router'
import { formatNumber } from '../../../lib/format-number'
import { otherFeatures, pagesPerMonth, priceDisplay } from '../price-format'
import type { BillingPeriod, PlanDefinition } from '../types'

type Props = {
  plan: PlanDefinition
  period: BillingPeriod
  signedIn: boolean
  /** The user already has this plan. */
  current: boolean
  /** A checkout for this card is being opened. */
  pending: boolean
  /** Another card's checkout is being opened. */
  busy: boolean
  onPick: () => void
}

export function PlanCard({ plan, period, signedIn, current, pending, busy, onPick }: Props) {
  const price = priceDisplay(plan, period)
  const headingId = `plan-${plan.id}`
  return (
    <article
      className="pricing-card"
      data-popular={plan.mostPopular}
      data-current={current}
      aria-labelledby={headingId}
    >
      {plan.mostPopular && <p className="pricing-card__ribbon">Most popular</p>}
      <h2 id={headingId} className="pricing-card__name">
        {plan.name}
      </h2>
      <p className="pricing-card__price">
        <span className="pricing-card__amount">{price.amount}</span>
        <span className="pricing-card__unit">{price.unit}</span>
      </p>
      <p className="pricing-card__billing">{price.billing}</p>
      <p className="pricing-card__quota">
        <strong>{formatNumber(plan.imagesPerMonth)}</strong> {pagesPerMonth(plan.imagesPerMonth)}
      </p>
      <ul className="pricing-card__features" aria-label={`${plan.name} includes`}>
        {otherFeatures(plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="pricing-card__action">
        {current ? (
          <button type="button" className="button button--block pricing-card__current" disabled>
            Current Plan
          </button>
        ) : signedIn ? (
          <button
            type="button"
            className={`button button--block ${plan.mostPopular ? 'button--primary' : 'button--ghost'}`}
            onClick={onPick}
            disabled={busy}
            aria-busy={pending}
          >
            {pending ? 'Opening checkout...' : plan.cta}
          </button>
        ) : (
          <Link
            to="/login"
            search={{ redirect: '/pricing' }}
            className={`button button--block ${plan.mostPopular ? 'button--primary' : 'button--ghost'}`}
          >
            {plan.cta}
          </Link>
        )}
      </div>
    </article>
  )
}
