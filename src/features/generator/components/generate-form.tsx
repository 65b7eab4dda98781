import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react'
import { MAX_PROMPT_LENGTH } from '../../../../shared/contract/limits'
import { PromptSuggestions } from '../../../components/prompt-suggestions'
import { suggestPrompt } from '../api'
import { draftPromptAtom, generateErrorAtom, pageSourceAtom } from '../state'
import type { Complexity, Style } from '../types'
import { useFormGenerate } from '../use-form-generate'
import { type Choice, ChoiceGroup } from './choice-group'
import { FormSubmit } from './form-submit'
import { BulbIcon } from './icons'
import { MagicPromptSwitch } from './magic-prompt-switch'
import { PhotoForm } from './photo-form'
import { TracingForm } from './tracing-form'
import { useWorksheetOptions, type WorksheetKindChoice, WorksheetOptions } from './worksheet-options'
import './generate-form.css'

/** The prompt box's id: the empty state's examples put the focus back in it. */
export const PROMPT_INPUT_ID = 'generator-prompt'

const complexities: Choice<Complexity>[] = [
  { value: 'easy', label: 'Easy', hint: 'For kids' },
  { value: 'intricate', label: 'Intricate', hint: 'Advanced' },
]

const styles: Choice<Style>[] = [
  { value: 'cartoon', label: 'Cartoon', hint: 'Bold, friendly lines' },
  { value: 'realistic', label: 'Realistic', hint: 'Lifelike detail' },
]

// A teacher can have the page made straight into a worksheet: it counts one page, as generate does.
const makes: Choice<'page' | WorksheetKindChoice>[] = [
  { value: 'page', label: 'Coloring page', hint: 'To color freely' },
  { value: 'color_by_number', label: 'Color by number', hint: 'Worksheet' },
  { value: 'dot_to_dot', label: 'Dot to dot', hint: 'Worksheet' },
]

const sources: Choice<'prompt' | 'photo' | 'tracing'>[] = [
  { value: 'prompt', label: 'Describe it', hint: 'Type what to draw' },
  { value: 'photo', label: 'From a photo', hint: 'Take or choose one' },
  { value: 'tracing', label: 'Tracing', hint: 'Letters, words, names' },
]

/** A page from a description or from a photo, or a tracing sheet. */
export function GenerateForm() {
  const [source, setSource] = useAtom(pageSourceAtom)
  const setError = useSetAtom(generateErrorAtom)
  return (
    <div className="generate-form__sources">
      <ChoiceGroup
        legend="Start from"
        choices={sources}
        value={source}
        onChange={(value) => {
          setError(null)
          setSource(value)
        }}
      />
      {source === 'prompt' ? <PromptForm /> : source === 'photo' ? <PhotoForm /> : <TracingForm />}
    </div>
  )
}

/** Describe, choose, generate: a coloring page, or a color-by-number or dot-to-dot worksheet of it. */
function PromptForm() {
  const [prompt, setPrompt] = useAtom(draftPromptAtom)
  const [complexity, setComplexity] = useState<Complexity>('easy')
  const [style, setStyle] = useState<Style>('cartoon')
  const [improvePrompt, setImprovePrompt] = useState(true)
  const [make, setMake] = useState<'page' | WorksheetKindChoice>('page')
  const worksheetOptions = useWorksheetOptions()
  const [suggesting, setSuggesting] = useState(false)
  const form = useFormGenerate('generate-form-error')
  const { formError, setError } = form
  const promptBox = useRef<HTMLTextAreaElement>(null)
  const trimmed = prompt.trim()

  // A worksheet's page is drawn as it was asked (cartoon lines suit numbers and dots; no Magic Prompt).
  function onSubmit(event?: FormEvent) {
    form.submit(
      !trimmed
        ? null
        : make === 'page'
          ? { prompt: trimmed, improvePrompt, complexity, style }
          : {
              prompt: trimmed,
              improvePrompt: false,
              complexity,
              style: 'cartoon',
              worksheet: worksheetOptions.request(make, { prompt: trimmed, complexity }),
            },
      event,
    )
  }

  // Enter generates; Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      onSubmit()
    }
  }

  // A refused prompt's suggestion fills the box; generating it is one more click.
  function pickSuggestion(suggestion: string) {
    setPrompt(suggestion)
    setError(null)
    promptBox.current?.focus()
  }

  async function onSuggest() {
    if (suggesting) return
    setSuggesting(true)
    try {
      const suggestion = await suggestPrompt()
      setPrompt(suggestion)
      form.clearError()
    } catch (err) {
      console.error('Could not get a suggestion', err)
    } finally {
      setSuggesting(false)
    }
  }

  return (
    <form className="generate-form" onSubmit={onSubmit} aria-labelledby="generate-form-title">
      <h2 id="generate-form-title" className="panel__title">
        Describe your page
      </h2>
      <div className="field">
        <label htmlFor={PROMPT_INPUT_ID}>What would you like to color?</label>
        <textarea
          id={PROMPT_INPUT_ID}
          ref={promptBox}
          name="prompt"
          rows={3}
          maxLength={MAX_PROMPT_LENGTH}
          placeholder="Describe what you want to color..."
          value={prompt}
          {...form.fieldError}
          onChange={(e) => {
            setPrompt(e.target.value)
            form.clearError()
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="generate-form__tools">
        <button
          type="button"
          className="button button--soft"
          onClick={onSuggest}
          aria-disabled={suggesting || undefined}
        >
          <BulbIcon />
          {suggesting ? 'Suggesting...' : 'Suggest'}
        </button>
        {make === 'page' && <MagicPromptSwitch checked={improvePrompt} onChange={setImprovePrompt} />}
      </div>
      <p id="generate-form-error" className="form-error" role="alert" hidden={!formError}>
        {formError}
      </p>
      <PromptSuggestions suggestions={form.suggestions} onPick={pickSuggestion} />
      <ChoiceGroup legend="Make" choices={makes} value={make} onChange={setMake} />
      {make !== 'page' && <WorksheetOptions kind={make} options={worksheetOptions} />}
      <ChoiceGroup legend="Complexity" choices={complexities} value={complexity} onChange={setComplexity} />
      {make === 'page' && (
        <ChoiceGroup legend="Art Style" choices={styles} value={style} onChange={setStyle} />
      )}
      <FormSubmit
        label={make === 'page' ? 'Generate Coloring Sheet' : 'Generate Worksheet'}
        pendingLabel="Generating..."
        progressLabel="Creating your coloring page"
        pending={form.pending}
        empty={!trimmed}
      />
    </form>
  )
}
