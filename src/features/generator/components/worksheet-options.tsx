import { useId, useState } from 'react'
import type { DotCountBy, WorksheetLabels, WorksheetRequest } from '../../../../shared/contract'
import { WORKSHEET_COLORS, WORKSHEET_DOTS } from '../../../../shared/contract/limits'
import { type Choice, ChoiceGroup } from './choice-group'

export type WorksheetKindChoice = 'color_by_number' | 'dot_to_dot'

const labelChoices: Choice<WorksheetLabels>[] = [
  { value: 'numbers', label: 'Numbers', hint: '1, 2, 3' },
  { value: 'add10', label: 'Add within 10', hint: '3+4' },
  { value: 'sub10', label: 'Subtract within 10', hint: '9−2' },
  { value: 'add20', label: 'Add within 20', hint: '8+7' },
  { value: 'sub20', label: 'Subtract within 20', hint: '15−8' },
  { value: 'times', label: 'Times tables', hint: '2 to 10' },
]
const countChoices: Choice<string>[] = [
  { value: '1', label: 'By 1s', hint: '1, 2, 3' },
  { value: '2', label: 'By 2s', hint: '2, 4, 6' },
  { value: '5', label: 'By 5s', hint: '5, 10, 15' },
  { value: '10', label: 'By 10s', hint: '10, 20, 30' },
  { value: 'letters', label: 'A to Z', hint: 'Letters' },
]

/** Where a worksheet is drawn from: a page of the library (free), or a prompt (one page, like generate). */
export type WorksheetSource = { image_id: string } | { prompt: string; complexity: 'easy' | 'intricate' }

/**
 * The options of a color by number (colours, labels) or a dot to dot (dots, how to count), wherever the
 * sheet is asked for: the page card's dialog or the prompt form. `request` builds the API's body.
 */
export function useWorksheetOptions() {
  const [colors, setColors] = useState(6)
  const [labels, setLabels] = useState<WorksheetLabels>('numbers')
  const [dots, setDots] = useState(30)
  const [countBy, setCountBy] = useState('1')
  // Counting by letters goes from A to Z.
  const shownDots = countBy === 'letters' ? Math.min(dots, 26) : dots
  return {
    colors,
    setColors,
    labels,
    setLabels,
    dots: shownDots,
    setDots,
    countBy,
    setCountBy,
    request(kind: WorksheetKindChoice, source: WorksheetSource): WorksheetRequest {
      if (kind === 'color_by_number') return { kind, ...source, colors, labels }
      const count = (countBy === 'letters' ? 'letters' : Number(countBy)) as DotCountBy
      return { kind, ...source, dots: shownDots, count_by: count }
    },
  }
}

type Props = { kind: WorksheetKindChoice; options: ReturnType<typeof useWorksheetOptions> }

export function WorksheetOptions({ kind, options }: Props) {
  const id = useId()
  if (kind === 'color_by_number')
    return (
      <>
        <div className="field">
          <label htmlFor={`${id}-colors`}>Colours: {options.colors}</label>
          <input
            id={`${id}-colors`}
            type="range"
            min={WORKSHEET_COLORS.min}
            max={WORKSHEET_COLORS.max}
            value={options.colors}
            onChange={(e) => options.setColors(Number(e.target.value))}
          />
        </div>
        <ChoiceGroup
          legend="Labels"
          choices={labelChoices}
          value={options.labels}
          onChange={options.setLabels}
        />
      </>
    )
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-dots`}>Dots: {options.dots}</label>
        <input
          id={`${id}-dots`}
          type="range"
          min={WORKSHEET_DOTS.min}
          max={options.countBy === 'letters' ? 26 : WORKSHEET_DOTS.max}
          step={5}
          value={options.dots}
          onChange={(e) => options.setDots(Number(e.target.value))}
        />
      </div>
      <ChoiceGroup
        legend="Count"
        choices={countChoices}
        value={options.countBy}
        onChange={options.setCountBy}
      />
    </>
  )
}
