import { lazy, Suspense, useEffect, useState } from 'react'
import { errorMessage } from '../../../lib/api'
import { fetchAuthConfig, loginWithGoogle } from '../api'
import type { Session } from '../session'
import { FormError } from './form-error'

const GoogleButton = lazy(() => import('./google-button'))

type Props = { onSession: (session: Session) => void }

/** "Or continue with" Google: shown only when the server is configured with a Google client id. */
export function GoogleSignIn({ onSession }: Props) {
  const [clientId, setClientId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    fetchAuthConfig()
      .then((config) => {
        if (live) setClientId(config.googleClientId ?? null)
      })
      .catch(() => {
        // No config (offline, older server): no Google button.
      })
    return () => {
      live = false
    }
  }, [])

  if (!clientId) return null

  async function onCredential(credential: string) {
    setError(null)
    try {
      onSession(await loginWithGoogle(credential))
    } catch (err) {
      setError(errorMessage(err, 'Login failed'))
    }
  }

  return (
    <div className="alt-sign-in">
      <p className="divider">
        <span>Or continue with</span>
      </p>
      <FormError message={error} />
      <div className="alt-sign-in__button">
        <Suspense fallback={null}>
          <GoogleButton
            clientId={clientId}
            onCredential={onCredential}
            onError={() => setError('Login failed')}
            onUnavailable={() => setClientId(null)}
          />
        </Suspense>
      </div>
    </div>
  )
}
