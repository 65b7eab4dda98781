import { useEffect, useRef } from 'react'
import { COMPLEXITY_LABELS, STYLE_LABELS } from '../../../lib/page-labels'
import type { Complexity, Style } from '../types'

/** What a page being made is shown with: the one asked for here, or one the list says is still pending. */
export type PendingPage = { prompt: string; complexity: Complexity; style: Style }

/** Where the new page will appear, drawing itself while the server works. */
export function PendingCard({ pending, listed = false }: { pending: PendingPage; listed?: boolean }) {
  const card = useRef<HTMLElement>(null)
  const { prompt, complexity, style } = pending

  // On a phone the grid sits below the form: bring the card into view so the wait is visible, but
  // not for an answer that comes at once (a refusal, the limit dialog).
  // A page the list says is still being made was not asked for just now: the view stays where it is.
  useEffect(() => {
    if (listed) return
    const timer = setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      card.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
    }, 300)
    return () => clearTimeout(timer)
  }, [listed])

  return (
    <article
      ref={card}
      className="page-card page-card--pending"
      aria-busy="true"
      aria-label="New coloring page"
    >
      <div className="page-image">
        <div className="page-image__paper page-image__paper--pending">
          <svg className="sketch" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
            <path className="sketch__line" pathLength={1} d="M20 92c12-30 28-44 40-44s28 14 40 44" />
            <circle className="sketch__line" pathLength={1} cx="60" cy="36" r="16" />
            <path className="sketch__line" pathLength={1} d="M14 100h92" />
          </svg>
          <p className="page-image__status">Drawing your page…</p>
        </div>
      </div>
      <div className="page-card__body">
        <h3 className="page-card__prompt">{prompt}</h3>
        <p className="page-card__meta">
          <span className="tag tag--complexity">{COMPLEXITY_LABELS[complexity]}</span>
          <span className="tag tag--style">{STYLE_LABELS[style]}</span>
        </p>
        <div className="progress" role="progressbar" aria-label="Drawing your page" />
      </div>
    </article>
  )
}
