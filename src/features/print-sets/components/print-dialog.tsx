import { type ReactNode, useEffect, useRef } from 'react'

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode }

/** A native modal <dialog> for the print dialogs: focus kept inside, Escape closes. */
export function PrintDialog({ open, title, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return (
    <dialog ref={dialog} className="print-dialog" aria-label={title} onClose={onClose} onCancel={onClose}>
      <div className="print-dialog__head">
        <h2>{title}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {open && children}
    </dialog>
  )
}
