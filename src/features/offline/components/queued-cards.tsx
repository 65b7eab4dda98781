import { PromptSuggestions } from '../../../components/prompt-suggestions'
import { useOnline } from '../../../lib/use-online'
import { removeQueued } from '../queue-store'
import type { QueuedGeneration } from '../types'
import { useQueue } from '../use-queue'
import './offline.css'
import { COMPLEXITY_LABELS, styleTag } from '../../../lib/page-labels'

type Props = {
  userId: string
  /** A replay is running right now. */
  sending: boolean
  /** The server asked for a new sign-in. */
  onSignIn: () => void
  /** Puts a refused prompt's suggestion in the generator's prompt box. */
  onUseSuggestion?: (prompt: string) => void
}

/** Generations asked for offline: waiting for the connection, being sent, or why they were not. */
export function QueuedCards({ userId, sending, onSignIn, onUseSuggestion }: Props) {
  const items = useQueue(userId)
  const online = useOnline()
  if (items.length === 0) return null
  return (
    <ul className="gallery__grid queued-cards" aria-label="Waiting to be made">
      {items.map((item) => (
        <li key={item.id}>
          <QueuedCard
            item={item}
            status={statusOf(item, online, sending)}
            onSignIn={onSignIn}
            onUseSuggestion={onUseSuggestion}
          />
        </li>
      ))}
    </ul>
  )
}

function statusOf(item: QueuedGeneration, online: boolean, sending: boolean): string {
  if (item.state !== 'waiting') return item.message ?? 'Not sent'
  return online && sending ? 'Sending…' : 'Waiting for connection'
}

function QueuedCard({
  item,
  status,
  onSignIn,
  onUseSuggestion,
}: {
  item: QueuedGeneration
  status: string
  onSignIn: () => void
  onUseSuggestion?: (prompt: string) => void
}) {
  const stuck = item.state !== 'waiting'
  return (
    <article className="page-card queued-card" data-state={item.state} aria-label={`Queued: ${item.prompt}`}>
      <div className="page-image">
        <div className="page-image__paper queued-card__paper">
          {item.state === 'refused' ? <RefusedIcon /> : <ConnectionIcon crossed={stuck} />}
          <p className="queued-card__status" role="status">
            {status}
          </p>
        </div>
      </div>
      <div className="page-card__body">
        <h3 className="page-card__prompt">{item.prompt}</h3>
        <p className="page-card__meta">
          <span className="tag tag--complexity">{COMPLEXITY_LABELS[item.complexity]}</span>
          <span className="tag tag--style">{styleTag(item.style, Boolean(item.photo))}</span>
        </p>
        {item.state === 'refused' && onUseSuggestion && (
          <PromptSuggestions
            suggestions={item.suggestions ?? []}
            onPick={(suggestion) => {
              onUseSuggestion(suggestion)
              void removeQueued(item.id)
            }}
          />
        )}
        <div className="page-card__actions">
          {item.state === 'sign-in' && (
            <button type="button" className="button button--primary button--small" onClick={onSignIn}>
              Sign in again
            </button>
          )}
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => void removeQueued(item.id)}
          >
            {stuck ? 'Remove' : 'Cancel'}
          </button>
        </div>
      </div>
    </article>
  )
}

// A refused prompt reached the server: a "no" sign, not the lost-connection sign of the other states.
function RefusedIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M13 35L35 13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

function ConnectionIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <path
        d="M8 20a24 24 0 0 1 32 0M14 27a15 15 0 0 1 20 0M20 34a6 6 0 0 1 8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {crossed && <path d="M10 10l28 28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />}
    </svg>
  )
}
