import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { DotCountBy, WorksheetLabels, WorksheetRequest } from '../../../../shared/contract'
import { WORKSHEET_COLORS, WORKSHEET_DOTS } from '../../../../shared/contract/limits'
import { generateAtom } from '../state'
import type { ColoringPage } from '../types'
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
const TITLES = { color_by_number: 'Color by number', dot_to_dot: 'Dot to dot' } as const

type Props = { page: ColoringPage; kind: WorksheetKindChoice | null; onClose: () => void }

/**
 * The options of a worksheet made from one page: colours and labels for color by number, dots and how
 * to count for dot to dot. Made like a page (one at a time, queued offline); from a page of the library
 * it costs nothing. A native modal <dialog>, as the limit dialog.
 */
export function WorksheetDialog({ page, kind, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const generate = useSetAtom(generateAtom)
  const [colors, setColors] = useState(6)
  const [labels, setLabels] = useState<WorksheetLabels>('numbers')
  const [dots, setDots] = useState(30)
  const [countBy, setCountBy] = useState('1')

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (kind && !element.open) element.showModal()
    if (!kind && element.open) element.close()
  }, [kind])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!kind) return
    const count = (countBy === 'letters' ? 'letters' : Number(countBy)) as DotCountBy
    const worksheet: WorksheetRequest =
      kind === 'color_by_number'
        ? { kind, image_id: page.id, colors, labels }
        : { kind, image_id: page.id, dots: count === 'letters' ? Math.min(dots, 26) : dots, count_by: count }
    void generate({
      request: {
        prompt: page.prompt_raw,
        improvePrompt: false,
        complexity: page.complexity,
        style: page.style,
        worksheet,
      },
      source: { retryOf: page.id },
    })
    onClose()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape is the keyboard's
    <dialog
      ref={dialog}
      className="limit-modal worksheet-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      {kind && (
        <form className="limit-modal__body" onSubmit={onSubmit}>
          <h2 id={titleId}>{TITLES[kind]}</h2>
          {kind === 'color_by_number' ? (
            <>
              <div className="field">
                <label htmlFor={`${titleId}-colors`}>Colours: {colors}</label>
                <input
                  id={`${titleId}-colors`}
                  type="range"
                  min={WORKSHEET_COLORS.min}
                  max={WORKSHEET_COLORS.max}
                  value={colors}
                  onChange={(e) => setColors(Number(e.target.value))}
                />
              </div>
              <ChoiceGroup legend="Labels" choices={labelChoices} value={labels} onChange={setLabels} />
            </>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`${titleId}-dots`}>
                  Dots: {countBy === 'letters' ? Math.min(dots, 26) : dots}
                </label>
                <input
                  id={`${titleId}-dots`}
                  type="range"
                  min={WORKSHEET_DOTS.min}
                  max={countBy === 'letters' ? 26 : WORKSHEET_DOTS.max}
                  step={5}
                  value={countBy === 'letters' ? Math.min(dots, 26) : dots}
                  onChange={(e) => setDots(Number(e.target.value))}
                />
              </div>
              <ChoiceGroup legend="Count" choices={countChoices} value={countBy} onChange={setCountBy} />
            </>
          )}
          <div className="limit-modal__actions">
            <button type="submit" className="button button--primary">
              Make worksheet
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </dialog>
  )
}
