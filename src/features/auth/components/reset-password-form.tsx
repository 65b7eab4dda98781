import { type FormEvent, useId, useState } from 'react'
import { confirmPasswordReset } from '../api'
import { FormError } from './form-error'

type Props = {
  uid: string
  token: string
  /** Called once the new password is set. */
  onDone: () => void
}

/** The page the reset email links to: choose a new password. */
export function ResetPasswordForm({ uid, token, onDone }: Props) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (password !== confirm) {
      setError('Passwords do not match')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await confirmPasswordReset({ uid, token, new_password: password })
    } catch {
      setError('Failed to reset password')
      setBusy(false)
      return
    }
    onDone()
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <FormError message={error} />
      <div className="field">
        <label htmlFor={`${id}-new`}>New Password</label>
        <input
          id={`${id}-new`}
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Confirm Password</label>
        <input
          id={`${id}-confirm`}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  )
}
