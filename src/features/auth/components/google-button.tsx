import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google'

type Props = {
  clientId: string
  onCredential: (credential: string) => void
  /** Google's sign-in did not give a credential. */
  onError: () => void
  /** Google's script could not load (offline, blocked): the option is unusable. */
  onUnavailable: () => void
}

/** Google's own button (Google Identity Services); loaded only when the server has a client id. */
export default function GoogleButton({ clientId, onCredential, onError, onUnavailable }: Props) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onUnavailable}>
      <GoogleLogin
        onSuccess={(response) => (response.credential ? onCredential(response.credential) : onError())}
        onError={onError}
        text="continue_with"
        shape="pill"
        width={280}
      />
    </GoogleOAuthProvider>
  )
}
