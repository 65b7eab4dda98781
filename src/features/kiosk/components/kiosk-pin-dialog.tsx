import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { type ExitResult, exitWait } from '../kiosk-store'

type Props = {
  open: boolean
  onClose: () => void
  onAccepted: () => void
  title: string
  intro?: string
  submitLabel: string
  check: (pin: string) => Promise<ExitResult>
}

/** Asks for the kiosk PIN; a wrong one says so, and after 5 wrong tries the next one has to wait. */
export function KioskPinDialog({ open, onClose, onAccepted, title, intro, submitLabel, check }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pinId = useId()
  const titleId = useId()
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      setPin('')
      setError(null)
      element.showModal()
    }
    if (!open && element.open) element.close()
  }, [open])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (checking) return
    const wait = exitWait()
    if (wait > 0) return setError(waitMessage(wait))
    setChecking(true)
    const result = await check(pin)
    setChecking(false)
    if (result.ok) return onAccepted()
    setPin('')
    setError(result.waitMs > 0 ? `Wrong PIN. ${waitMessage(result.waitMs)}` : 'Wrong PIN. Try again.')
  }

  return (
    <dialog
      ref={dialog}
      className="kiosk-exit"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <form onSubmit={onSubmit} className="kiosk-exit__body">
        <h2 id={titleId}>{title}</h2>
        {intro && <p>{intro}</p>}
        <div className="field">
          <label htmlFor={pinId}>PIN</label>
          <input
            id={pinId}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={8}
            value={pin}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setPin(e.target.value.replace(/\D/g, ''))
              setError(null)
            }}
          />
        </div>
        <p className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <div className="kiosk-exit__actions">
          <button type="submit" className="button button--primary" aria-disabled={checking || undefined}>
            {submitLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}

function waitMessage(ms: number): string {
  return `Too many wrong tries: wait ${Math.ceil(ms / 1000)} seconds.`
}
