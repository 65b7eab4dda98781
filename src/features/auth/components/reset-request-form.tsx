import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '../../../lib/api'
import { requestPasswordReset } from '../api'
import { FormError } from './form-error'

type Props = { onBack: () => void }

/** "Forgot password?": asks the server to mail a reset link. */
export function ResetRequestForm({ onBack }: Props) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState('sending')
    setError(null)
    try {
      await requestPasswordReset(email.trim())
      setState('sent')
    } catch (err) {
      setError(errorMessage(err, 'Password reset failed'))
      setState('idle')
    }
  }

  if (state === 'sent') {
    return (
      <div className="form">
        <p className="notice notice--success" role="status">
          If an account exists with this email, you will receive password reset instructions.
        </p>
        <button type="button" className="button button--primary button--block" onClick={onBack}>
          Return to login
        </button>
      </div>
    )
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <p className="form__intro">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <FormError message={error} />
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending...' : 'Send Reset Link'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to login
      </button>
    </form>
  )
}
