import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { generateAtom } from '../state'
import type { ColoringPage } from '../types'
import { useWorksheetOptions, type WorksheetKindChoice, WorksheetOptions } from './worksheet-options'

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
  const options = useWorksheetOptions()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (kind && !element.open) element.showModal()
    if (!kind && element.open) element.close()
  }, [kind])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!kind) return
    const worksheet = options.request(kind, { image_id: page.id })
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
          <WorksheetOptions kind={kind} options={options} />
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
