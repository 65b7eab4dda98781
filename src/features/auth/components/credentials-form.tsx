import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { errorMessage } from '../../../lib/api'
import type { Credentials } from '../api'
import type { Session } from '../session'
import { FormError } from './form-error'

type Props = {
  submitLabel: string
  busyLabel: string
  /** Shown when the server gives no reason of its own. */
  fallbackError: string
  passwordAutoComplete: 'current-password' | 'new-password'
  send: (credentials: Credentials) => Promise<Session>
  onSession: (session: Session) => void
  /** Extra controls under the password field. */
  children?: ReactNode
}

/** Email and password, as used by both sign-in and registration. */
export function CredentialsForm(props: Props) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      props.onSession(await props.send({ email: email.trim(), password }))
    } catch (err) {
      setError(errorMessage(err, props.fallbackError))
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <FormError message={error} />
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={props.passwordAutoComplete}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {props.children}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? props.busyLabel : props.submitLabel}
      </button>
    </form>
  )
}
