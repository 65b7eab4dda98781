import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import { login, register } from '../api'
import type { Session } from '../session'
import { signInAtom } from '../state'
import { AuthCard } from './auth-card'
import { CredentialsForm } from './credentials-form'
import { GoogleSignIn } from './google-sign-in'
import { ResetRequestForm } from './reset-request-form'

type Props = {
  /** Open the register form instead of the sign-in form. */
  registering: boolean
  /** Carried along when switching between the forms. */
  redirect?: string
  /** Arrived here right after choosing a new password. */
  passwordReset: boolean
  /** The session is saved; go on. */
  onSignedIn: () => void
}

export function LoginPage({ registering, redirect, passwordReset, onSignedIn }: Props) {
  const [forgot, setForgot] = useState(false)
  const signIn = useSetAtom(signInAtom)
  const accept = (session: Session) => {
    signIn(session)
    onSignedIn()
  }
  const mode = registering ? 'register' : forgot ? 'forgot' : 'login'
  useDocumentTitle({ register: 'Create your account', forgot: 'Reset your password', login: 'Sign in' }[mode])

  if (mode === 'forgot') {
    return (
      <AuthCard title="Reset your password">
        <ResetRequestForm onBack={() => setForgot(false)} />
      </AuthCard>
    )
  }

  const keep = redirect ? { redirect } : {}
  if (mode === 'register') {
    return (
      <AuthCard title="Create your account">
        <CredentialsForm
          submitLabel="Register"
          busyLabel="Registering..."
          fallbackError="Registration failed"
          passwordAutoComplete="new-password"
          send={register}
          onSession={accept}
        />
        <GoogleSignIn onSession={accept} />
        <p className="auth-switch">
          <Link to="/login" search={keep}>
            Already have an account? Login
          </Link>
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Sign in to your account">
      {passwordReset && (
        <p className="notice notice--success" role="status">
          Password reset successful. Please login with your new password.
        </p>
      )}
      <CredentialsForm
        submitLabel="Login"
        busyLabel="Logging in..."
        fallbackError="Login failed"
        passwordAutoComplete="current-password"
        send={login}
        onSession={accept}
      >
        <div className="form__aside">
          <button type="button" className="link-button" onClick={() => setForgot(true)}>
            Forgot password?
          </button>
        </div>
      </CredentialsForm>
      <GoogleSignIn onSession={accept} />
      <p className="auth-switch">
        <Link to="/login" search={{ register: true, ...keep }}>
          Need an account? Register
        </Link>
      </p>
    </AuthCard>
  )
}
