import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react'
import { MAX_PROMPT_LENGTH } from '../../../../shared/contract/limits'
import { PromptSuggestions } from '../../../components/prompt-suggestions'
import { suggestPrompt } from '../api'
import {
  draftPromptAtom,
  generateAtom,
  generateErrorAtom,
  isSource,
  pageSourceAtom,
  pendingAtom,
} from '../state'
import type { Complexity, Style } from '../types'
import { type Choice, ChoiceGroup } from './choice-group'
import { BulbIcon, PencilIcon } from './icons'
import { MagicPromptSwitch } from './magic-prompt-switch'
import { PhotoForm } from './photo-form'
import { TracingForm } from './tracing-form'
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

/** Describe, choose, generate. */
function PromptForm() {
  const [prompt, setPrompt] = useAtom(draftPromptAtom)
  const [complexity, setComplexity] = useState<Complexity>('easy')
  const [style, setStyle] = useState<Style>('cartoon')
  const [improvePrompt, setImprovePrompt] = useState(true)
  const [suggesting, setSuggesting] = useState(false)
  const pending = useAtomValue(pendingAtom)
  const [error, setError] = useAtom(generateErrorAtom)
  const generate = useSetAtom(generateAtom)
  const formError = isSource(error?.source, 'form') ? error?.message : null
  const suggestions = (isSource(error?.source, 'form') && error?.suggestions) || []
  const promptBox = useRef<HTMLTextAreaElement>(null)
  const empty = prompt.trim() === ''

  function onSubmit(event?: FormEvent) {
    event?.preventDefault()
    if (empty || pending) return
    void generate({ request: { prompt: prompt.trim(), improvePrompt, complexity, style }, source: 'form' })
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
      if (formError) setError(null)
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
          aria-invalid={formError ? true : undefined}
          aria-errormessage={formError ? 'generate-form-error' : undefined}
          onChange={(e) => {
            setPrompt(e.target.value)
            if (formError) setError(null)
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
        <MagicPromptSwitch checked={improvePrompt} onChange={setImprovePrompt} />
      </div>
      <p id="generate-form-error" className="form-error" role="alert" hidden={!formError}>
        {formError}
      </p>
      <PromptSuggestions suggestions={suggestions} onPick={pickSuggestion} />
      <ChoiceGroup legend="Complexity" choices={complexities} value={complexity} onChange={setComplexity} />
      <ChoiceGroup legend="Art Style" choices={styles} value={style} onChange={setStyle} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        // While a page is made the button stays focusable (aria-disabled), so focus is not lost.
        disabled={empty && !pending}
        aria-disabled={pending ? true : undefined}
      >
        <PencilIcon />
        {pending ? 'Generating...' : 'Generate Coloring Sheet'}
      </button>
      <div className="generate-form__progress">
        {pending && <div className="progress" role="progressbar" aria-label="Creating your coloring page" />}
      </div>
    </form>
  )
}
