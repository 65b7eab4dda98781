import { UsageMeter } from '../../../components/usage-meter'
import type { Usage } from '../types'
import { summarizeUsage } from '../usage-summary'

type Props = {
  usage: Usage | null
  failed: boolean
}

/** Pages used of the plan's quota, with a progress bar. */
export function UsagePanel({ usage, failed }: Props) {
  const summary = usage ? summarizeUsage(usage) : null
  return (
    <section className="account-panel" aria-labelledby="account-usage-title">
      <h2 id="account-usage-title" className="account-panel__title">
        Usage
      </h2>
      {summary ? (
        <>
          <p className="account-usage__count">{summary.text}</p>
          <UsageMeter measure={summary} text={summary.text} />
          {summary.exhausted && (
            <p className="account-usage__note">
              {usage?.is_free_plan
                ? 'You have used all your free pages. Upgrade to keep creating.'
                : 'You have used all the pages of this month. Upgrade for more.'}
            </p>
          )}
        </>
      ) : (
        !failed && <p className="account-panel__loading">Loading usage statistics...</p>
      )}
      {failed && (
        <p className="account-panel__error" role="alert">
          Failed to fetch usage statistics
        </p>
      )}
    </section>
  )
}
