import type { Paper } from '../sheet-layout'

type RadioRowProps = {
  legend: string
  name: string
  value: string
  options: [value: string, label: string][]
  onChange: (value: string) => void
}

/** A row of radio buttons in a fieldset. */
export function RadioRow({ legend, name, value, options, onChange }: RadioRowProps) {
  return (
    <fieldset className="print-dialog__choices">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="print-dialog__choice">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  )
}

export function PaperChoice({ value, onChange }: { value: Paper; onChange: (paper: Paper) => void }) {
  return (
    <RadioRow
      legend="Paper"
      name="paper"
      value={value}
      options={[
        ['letter', 'Letter'],
        ['a4', 'A4'],
      ]}
      onChange={(v) => onChange(v as Paper)}
    />
  )
}
