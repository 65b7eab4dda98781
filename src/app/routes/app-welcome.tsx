import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useDocumentTitle } from '../../components/use-document-title'
import { login, register } from '../../features/auth/api'
import { CredentialsForm } from '../../features/auth/components/credentials-form'
import { GoogleSignIn } from '../../features/auth/components/google-sign-in'
import { ResetRequestForm } from '../../features/auth/components/reset-request-form'
import type { Session } from '../../features/auth/session'
import { signInAtom } from '../../features/auth/state'

type Mode = 'login' | 'register' | 'forgot'

const titles: Record<Mode, string> = {
  login: 'Sign in to your account',
  register: 'Create your account',
  forgot: 'Reset your password',
}

/**
 * /app signed out: a welcome in place of the generator, with
 * the sign-in and register forms and Google sign-in, so the installed app opens somewhere useful.
 */
export function AppWelcome({ onSignedIn }: { onSignedIn: () => void }) {
  useDocumentTitle('Welcome')
  const [mode, setMode] = useState<Mode>('login')
  const signIn = useSetAtom(signInAtom)
  const accept = (session: Session) => {
    onSignedIn()
    signIn(session)
  }

  return (
    <div className="app-welcome">
      <section className="app-welcome__intro" aria-labelledby="app-welcome-title">
        <img src="/icons/icon.svg" alt="" width="64" height="64" />
        <h1 id="app-welcome-title">Welcome to Colorly</h1>
        <p className="page__lead">
          Sign in to turn any idea into a printable coloring page, and to find the pages you made before.
        </p>
        <ul className="app-welcome__points">
          <li>10 free coloring pages when you create an account</li>
          <li>Easy pages for kids, intricate ones for grown-ups</li>
          <li>Download as PNG or PDF and print at home or in class</li>
        </ul>
      </section>
      <section className="auth-card app-welcome__card" aria-labelledby="app-welcome-form-title">
        <h2 id="app-welcome-form-title">{titles[mode]}</h2>
        {mode === 'forgot' ? (
          <ResetRequestForm onBack={() => setMode('login')} />
        ) : (
          <CredentialsForm
            key={mode}
            submitLabel={mode === 'login' ? 'Login' : 'Register'}
            busyLabel={mode === 'login' ? 'Logging in...' : 'Registering...'}
            fallbackError={mode === 'login' ? 'Login failed' : 'Registration failed'}
            passwordAutoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            send={mode === 'login' ? login : register}
            onSession={accept}
          >
            {mode === 'login' && (
              <div className="form__aside">
                <button type="button" className="link-button" onClick={() => setMode('forgot')}>
                  Forgot password?
                </button>
              </div>
            )}
          </CredentialsForm>
        )}
        {mode !== 'forgot' && (
          <>
            <GoogleSignIn onSession={accept} />
            <p className="auth-switch">
              <button
                type="button"
                className="link-button"
                onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
              >
                {mode === 'login' ? 'Need an account? Register' : 'Already have an account? Login'}
              </button>
            </p>
          </>
        )}
      </section>
    </div>
  )
}
