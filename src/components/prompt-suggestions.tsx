import { useId } from 'react'
import './prompt-suggestions.css'

type Props = {
  suggestions: string[]
  /** Fills the prompt with the suggestion; generating it is the person's next click. */
  onPick: (suggestion: string) => void
}

/** Close prompts offered after a refusal, as buttons (the refusal's message is the caller's alert). */
export function PromptSuggestions({ suggestions, onPick }: Props) {
  const label = useId()
  if (suggestions.length === 0) return null
  return (
    <div className="prompt-suggestions">
      <p id={label} className="prompt-suggestions__label">
        Try instead:
      </p>
      <ul className="prompt-suggestions__list" aria-labelledby={label}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className="prompt-suggestions__button" onClick={() => onPick(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
