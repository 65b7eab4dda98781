import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { UsageMeter } from '../../../components/usage-meter'
import { loadUsageAtom, usageAtom, usageFailedAtom } from '../state'
import { summarizeUsage } from '../usage-summary'
import { useRefresh } from '../use-refresh'

const USAGE_REFRESH_MS = 5000

/** How much of the plan is used; fetched again every 5 seconds while shown. */
export function UsagePanel({ email }: { email?: string }) {
  const usage = useAtomValue(usageAtom)
  const failed = useAtomValue(usageFailedAtom)
  const load = useSetAtom(loadUsageAtom)
  useRefresh(
    useCallback(() => void load(), [load]),
    USAGE_REFRESH_MS,
  )
  const summary = usage ? summarizeUsage(usage) : null

  return (
    <section className="panel usage-panel" aria-labelledby="usage-title">
      <div className="usage-panel__head">
        <h2 id="usage-title" className="panel__title">
          Your usage
        </h2>
        {summary && <span className="plan-badge">{summary.planName}</span>}
      </div>
      {summary ? (
        <>
          <p className="usage-panel__count">{summary.text}</p>
          <UsageMeter measure={summary} text={summary.text} />
          {(usage?.is_free_plan || summary.exhausted) && (
            <p className="usage-panel__upgrade">
              <Link to="/pricing">
                {summary.exhausted ? 'Upgrade to keep creating' : 'See plans for more pages'}
              </Link>
            </p>
          )}
        </>
      ) : (
        !failed && <p className="usage-panel__loading">Loading usage statistics...</p>
      )}
      {failed && (
        <p className="usage-panel__error" role="alert">
          Failed to fetch usage statistics
        </p>
      )}
      {email && (
        <p className="usage-panel__who">
          Signed in as <strong>{email}</strong>
        </p>
      )}
    </section>
  )
}
