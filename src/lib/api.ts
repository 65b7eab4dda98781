import { FetchError, ofetch } from 'ofetch'

export type AuthHooks = {
  /** The signed-in user's token, or null when signed out. */
  getToken: () => string | null
  /** Called when the server rejects the token we sent (any 401 on an authenticated request). */
  onUnauthorized: () => void
}

const signedOut: AuthHooks = { getToken: () => null, onUnauthorized: () => {} }
let hooks: AuthHooks = signedOut

/** The app connects its session here once at startup; features never touch headers themselves. */
export function connectAuth(next: AuthHooks | null): void {
  hooks = next ?? signedOut
}

/** The one HTTP client of the app: same-origin /api/ calls, JSON in and out. */
export const api = ofetch.create({
  onRequest({ options }) {
    const token = hooks.getToken()
    if (token) options.headers.set('Authorization', `Token ${token}`)
  },
  onResponseError({ response, options }) {
    // A 401 without a token (a wrong password at sign-in) is the form's business, not a lost session.
    if (response.status === 401 && options.headers.has('Authorization')) hooks.onUnauthorized()
  },
})

/** The server's `error` message when it sent one, else the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof FetchError) {
    const message = (err.data as { error?: unknown } | undefined)?.error
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return fallback
}
