import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google'

type Props = {
  clientId: string
  onCredential: (credential: string) => void
  onError: () => void
}

/** Google's own button (Google Identity Services); loaded only when the server has a client id. */
export default function GoogleButton({ clientId, onCredential, onError }: Props) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onError}>
      <GoogleLogin
        onSuccess={(response) => (response.credential ? onCredential(response.credential) : onError())}
        onError={onError}
        text="continue_with"
        shape="pill"
        width={320}
      />
    </GoogleOAuthProvider>
  )
}
