import { type FormEvent, useId, useState } from 'react'
import { turnKioskOn } from '../kiosk-store'
import { hashPin, isValidPin } from '../pin-hash'
import '../kiosk.css'

/** /account: turn on kiosk mode for this device, with a PIN a teacher needs to leave it. */
export function KioskSettings({ onTurnedOn }: { onTurnedOn: () => void }) {
  const pinId = useId()
  const confirmId = useId()
  const errorId = useId()
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!isValidPin(pin)) return setError('Choose a PIN of 4 to 8 digits.')
    if (pin !== confirm) return setError('The two PINs do not match.')
    setBusy(true)
    try {
      turnKioskOn(await hashPin(pin))
      onTurnedOn()
    } catch {
      setError('Kiosk mode could not be turned on in this browser.')
      setBusy(false)
    }
  }

  return (
    <section className="kiosk-settings" aria-labelledby="kiosk-settings-title">
      <h2 id="kiosk-settings-title">Kiosk mode</h2>
      <p>
        For a classroom tablet: this device then shows only the generator, the saved pages and printing, with
        large buttons and no account, pricing or logout links. Leaving kiosk mode needs the PIN you choose
        here. It is kept on this device only, as a salted hash.
      </p>
      <form className="kiosk-settings__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={pinId}>Kiosk PIN (4 to 8 digits)</label>
          <input
            id={pinId}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            pattern="[0-9]*"
            maxLength={8}
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setPin(e.target.value.replace(/\D/g, ''))
              setError(null)
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={confirmId}>Repeat the PIN</label>
          <input
            id={confirmId}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            pattern="[0-9]*"
            maxLength={8}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value.replace(/\D/g, ''))
              setError(null)
            }}
          />
        </div>
        <p id={errorId} className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          Turn on kiosk mode
        </button>
      </form>
    </section>
  )
}
