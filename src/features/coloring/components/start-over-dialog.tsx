import { useEffect, useRef } from 'react'

type Props = { open: boolean; onConfirm: () => void; onClose: () => void }

/** 'Start over' asks first: a child's whole picture is one tap away otherwise. */
export function StartOverDialog({ open, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="coloring-dialog" aria-labelledby="start-over-title" onClose={onClose}>
      <h2 id="start-over-title">Start over?</h2>
      <p>All the colors on this page will be removed. Undo brings them back.</p>
      <div className="coloring-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Keep coloring
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onConfirm()
            onClose()
          }}
        >
          Start over
        </button>
      </div>
    </dialog>
  )
}
