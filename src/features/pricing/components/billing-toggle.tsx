import { useId } from 'react'
import type { BillingPeriod } from '../types'

type Props = {
  value: BillingPeriod
  onChange: (period: BillingPeriod) => void
}

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
]

/** Monthly or annual billing: two radio buttons drawn as one switch, with the saving beside them. */
export function BillingToggle({ value, onChange }: Props) {
  const name = useId()
  return (
    <div className="pricing-toggle">
      <fieldset className="pricing-toggle__switch">
        <legend className="visually-hidden">Billing period</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className="pricing-toggle__option" data-checked={value === option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className="pricing-toggle__banner">Save 50% w/ Annual</p>
    </div>
  )
}
