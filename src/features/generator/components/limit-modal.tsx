import { Link } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { limitModalOpenAtom } from '../state'

/**
 * Shown when Generate answers 403. A native modal <dialog>: focus moves in and is
 * kept there, Escape closes it, and focus returns to where it was.
 */
export function LimitModal() {
  const [open, setOpen] = useAtom(limitModalOpenAtom)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape is the keyboard's
    <dialog
      ref={dialog}
      className="limit-modal"
      aria-labelledby="limit-modal-title"
      aria-describedby="limit-modal-text"
      onClose={() => setOpen(false)}
      // A click on the backdrop (the dialog element itself, outside its content) closes it too.
      onClick={(event) => event.target === dialog.current && setOpen(false)}
    >
      <div className="limit-modal__body">
        <img src="/icons/icon.svg" alt="" width="56" height="56" />
        <h2 id="limit-modal-title">Monthly Limit Reached</h2>
        <p id="limit-modal-text">
          You've reached your monthly image generation limit. Upgrade your plan to create more coloring pages!
        </p>
        <div className="limit-modal__actions">
          <Link to="/pricing" className="button button--primary" onClick={() => setOpen(false)}>
            View Pricing Plans
          </Link>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Maybe Later
          </button>
        </div>
      </div>
    </dialog>
  )
}
