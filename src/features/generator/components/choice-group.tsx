import { useId } from 'react'

export type Choice<T extends string> = { value: T; label: string; hint: string }

type Props<T extends string> = {
  legend: string
  choices: Choice<T>[]
  value: T
  onChange: (value: T) => void
}

/** A radio group drawn as big tappable cards; native radios, so arrow keys and forms just work. */
export function ChoiceGroup<T extends string>({ legend, choices, value, onChange }: Props<T>) {
  const name = useId()
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="choice__label">{choice.label}</span>
            <span className="choice__hint">{choice.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
