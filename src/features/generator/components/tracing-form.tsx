import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import type { TracingStyle } from '../../../../shared/contract'
import { MAX_TRACING_LENGTH } from '../../../../shared/contract/limits'
import { generateAtom, generateErrorAtom, isSource, pendingAtom } from '../state'
import { type Choice, ChoiceGroup } from './choice-group'
import { PencilIcon } from './icons'

const styles: Choice<TracingStyle>[] = [
  { value: 'print', label: 'Print', hint: 'Upright letters' },
  { value: 'precursive', label: 'Pre-cursive', hint: 'Letters with tails' },
]

/** Letters, numbers, a word or a name to trace on handwriting lines: a sheet that costs no page. */
export function TracingForm() {
  const [text, setText] = useState('')
  const [style, setStyle] = useState<TracingStyle>('print')
  const pending = useAtomValue(pendingAtom)
  const [error, setError] = useAtom(generateErrorAtom)
  const generate = useSetAtom(generateAtom)
  const formError = isSource(error?.source, 'form') ? error?.message : null
  const empty = text.trim() === ''

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (empty || pending) return
    const trimmed = text.trim()
    void generate({
      request: {
        prompt: trimmed,
        improvePrompt: false,
        complexity: 'easy',
        style: 'cartoon',
        worksheet: { kind: 'tracing', text: trimmed, style },
      },
      source: 'form',
    })
  }

  return (
    <form className="generate-form" onSubmit={onSubmit} aria-labelledby="tracing-form-title">
      <h2 id="tracing-form-title" className="panel__title">
        Tracing sheet
      </h2>
      <div className="field">
        <label htmlFor="tracing-text">Letters, numbers, a word or a name</label>
        <input
          id="tracing-text"
          name="text"
          maxLength={MAX_TRACING_LENGTH}
          placeholder="friend"
          autoComplete="off"
          value={text}
          aria-invalid={formError ? true : undefined}
          aria-errormessage={formError ? 'tracing-form-error' : undefined}
          onChange={(e) => {
            setText(e.target.value)
            if (formError) setError(null)
          }}
        />
      </div>
      <p id="tracing-form-error" className="form-error" role="alert" hidden={!formError}>
        {formError}
      </p>
      <ChoiceGroup legend="Handwriting" choices={styles} value={style} onChange={setStyle} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={empty && !pending}
        aria-disabled={pending ? true : undefined}
      >
        <PencilIcon />
        {pending ? 'Making...' : 'Make Tracing Sheet'}
      </button>
      <div className="generate-form__progress">
        {pending && <div className="progress" role="progressbar" aria-label="Making your tracing sheet" />}
      </div>
    </form>
  )
}
