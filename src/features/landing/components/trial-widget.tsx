import { Link } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { PromptSuggestions } from '../../../components/prompt-suggestions'
import { errorMessage } from '../../../lib/api'
import { leftOutNotes } from '../../../lib/left-out'
import { promptRefusalOf } from '../../../lib/prompt-refusal'
import { usePrerendering } from '../../../lib/use-prerendering'
import { CAROUSEL_PAGES } from '../sample-pages'
import { requestTrialPage, trialDownloadUrl } from '../trial-api'
import { isTrialUsed, newVisitorId, readMarker, saveMarker } from '../visitor-marker'
import { SampleCarousel } from './sample-carousel'

export const TRIAL_USED_MESSAGE = 'Free trial already used. Please sign up to create more images.'
const FALLBACK_ERROR = 'Something went wrong. Please try again.'

/** `notes`: what the page is drawn without, in plain words ("Drawn without: bamboo"). */
type TrialPage = { src: string; prompt: string; notes: string[] }

/**
 * The landing page's free trial: one page per browser every 30 days.
 * Once used, the title invites the visitor to sign up, sample pages rotate, and another try is refused
 * here without asking the server.
 */
export function TrialWidget() {
  const [marker, setMarker] = useState(readMarker)
  const [prompt, setPrompt] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Close prompts offered when the engine will not draw the one asked for (422); the trial is not used.
  const [suggestions, setSuggestions] = useState<string[]>([])
  const promptBox = useRef<HTMLTextAreaElement>(null)
  const [page, setPage] = useState<TrialPage | null>(null)
  // An expired marker's id is used again: the server allows it a new page after 30 days.
  const visitorId = useRef(marker?.id ?? null)
  const ids = { title: useId(), prompt: useId(), hint: useId() }
  const used = isTrialUsed(marker)
  const prerendering = usePrerendering()

  async function generate(event: FormEvent) {
    event.preventDefault()
    const text = prompt.trim()
    if (!text || pending) return
    if (used) {
      setError(TRIAL_USED_MESSAGE)
      return
    }
    setPending(true)
    setError(null)
    setSuggestions([])
    visitorId.current ??= newVisitorId()
    const id = visitorId.current
    try {
      const trial = await requestTrialPage(text, id)
      const next = { id, usedAt: Date.now() }
      saveMarker(next)
      setMarker(next)
      setPage({ src: `data:image/png;base64,${trial.image}`, prompt: text, notes: leftOutNotes(trial) })
    } catch (err) {
      setError(errorMessage(err, FALLBACK_ERROR))
      setSuggestions(promptRefusalOf(err)?.suggestions ?? [])
    } finally {
      setPending(false)
    }
  }

  function pickSuggestion(suggestion: string) {
    setPrompt(suggestion)
    setError(null)
    setSuggestions([])
    promptBox.current?.focus()
  }

  // Enter creates the page; Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      event.currentTarget.form?.requestSubmit()
    }
  }

  // Once a page exists (made now, or earlier within 30 days), its download and sign-up come first.
  const made = (page !== null || used) && marker !== null
  const actions = (
    <div className="trial__actions">
      {made && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.assign(trialDownloadUrl(marker.id))}
        >
          Download Coloring Page
        </button>
      )}
      <Link to="/login" search={{ register: true }} className="button button--accent">
        Sign Up for More
      </Link>
    </div>
  )

  const status = pending
    ? 'Creating your coloring page…'
    : page
      ? ['Your coloring page is ready.', ...page.notes].join(' ')
      : ''

  return (
    <section className="trial" aria-labelledby={ids.title} data-state={used ? 'used' : 'available'}>
      <h2 id={ids.title} className="trial__title">
        {used ? 'Sign up to receive 10 free creations!' : 'Try it now - Free!'}
      </h2>
      <p className="trial__intro">
        {used
          ? 'You have made your free page. Create an account for 10 more, free, no card needed.'
          : 'Describe anything and get a printable black-and-white page in seconds. No account needed.'}
      </p>

      {page ? (
        <figure className="trial__result">
          <img src={page.src} alt={`Your coloring page: ${page.prompt}`} width={612} height={792} />
          {page.notes.length > 0 && (
            <figcaption className="trial__left-out">
              {page.notes.map((note) => (
                <span key={note}>{note}</span>
              ))}
            </figcaption>
          )}
        </figure>
      ) : (
        used && <SampleCarousel pages={CAROUSEL_PAGES} />
      )}

      {made && actions}

      <form className="trial__form" onSubmit={generate}>
        <label htmlFor={ids.prompt} className="trial__label">
          Describe your coloring page
        </label>
        <textarea
          id={ids.prompt}
          ref={promptBox}
          className="trial__prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. a dragon reading a book under a tree"
          rows={3}
          maxLength={1000}
          aria-describedby={ids.hint}
          disabled={pending}
          readOnly={prerendering}
        />
        <p id={ids.hint} className="trial__hint">
          Press Enter to create, Shift+Enter for a new line.
        </p>
        <button
          type="submit"
          className={`button button--block ${made ? 'button--ghost' : 'button--primary'}`}
          disabled={!prompt.trim() || pending}
        >
          {pending ? 'Generating...' : 'Generate Free Coloring Page'}
        </button>
      </form>

      <p className="form-error trial__error" role="alert" hidden={!error}>
        {error}
      </p>
      <PromptSuggestions suggestions={suggestions} onPick={pickSuggestion} />
      <p className="visually-hidden" role="status">
        {status}
      </p>

      {!made && actions}
    </section>
  )
}
