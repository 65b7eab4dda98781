import type { UsageMeasure } from '../lib/usage-measure'

/** The quota as a progress bar, red once used up; nothing when the server gives no limit. */
export function UsageMeter({ measure, text }: { measure: UsageMeasure; text: string }) {
  if (measure.limit === null) return null
  return (
    <div
      className="usage-meter"
      role="progressbar"
      aria-label="Pages used"
      aria-valuemin={0}
      aria-valuemax={measure.limit}
      aria-valuenow={Math.min(measure.used, measure.limit)}
      aria-valuetext={text}
      data-full={measure.exhausted}
    >
      <span className="usage-meter__fill" style={{ width: `${measure.percent}%` }} />
    </div>
  )
}
