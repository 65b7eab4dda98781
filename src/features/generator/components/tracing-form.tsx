import { useState } from 'react'
import type { TracingStyle } from '../../../../shared/contract'
import { MAX_TRACING_LENGTH } from '../../../../shared/contract/limits'
import { useFormGenerate } from '../use-form-generate'
import { type Choice, ChoiceGroup } from './choice-group'
import { FormSubmit } from './form-submit'

const styles: Choice<TracingStyle>[] = [
  { value: 'print', label: 'Print', hint: 'Upright letters' },
  { value: 'precursive', label: 'Pre-cursive', hint: 'Letters with tails' },
]

/** Letters, numbers, a word or a name to trace on handwriting lines: a sheet that costs no page. */
export function TracingForm() {
  const [text, setText] = useState('')
  const [style, setStyle] = useState<TracingStyle>('print')
  const form = useFormGenerate('tracing-form-error')
  const trimmed = text.trim()

  return (
    <form
      className="generate-form"
      onSubmit={(event) =>
        form.submit(
          trimmed
            ? {
                prompt: trimmed,
                improvePrompt: false,
                complexity: 'easy',
                style: 'cartoon',
                worksheet: { kind: 'tracing', text: trimmed, style },
              }
            : null,
          event,
        )
      }
      aria-labelledby="tracing-form-title"
    >
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
          {...form.fieldError}
          onChange={(e) => {
            setText(e.target.value)
            form.clearError()
          }}
        />
      </div>
      <p id="tracing-form-error" className="form-error" role="alert" hidden={!form.formError}>
        {form.formError}
      </p>
      <ChoiceGroup legend="Handwriting" choices={styles} value={style} onChange={setStyle} />
      <FormSubmit
        label="Make Tracing Sheet"
        pendingLabel="Making..."
        progressLabel="Making your tracing sheet"
        pending={form.pending}
        empty={!trimmed}
      />
    </form>
  )
}
