import type { createStore } from 'jotai'
import { connectAuth } from '../../lib/api'
import { TOKEN_KEY } from './session'
import { restoreSession, sessionAtom, sessionRejectedAtom, signOutAtom } from './state'

type Store = ReturnType<typeof createStore>

/**
 * Ties the session to the API client: requests carry its token, and a 401 on an authenticated
 * request clears the session and sends the browser home. Also follows sign-in and sign-out
 * done in other tabs. Returns a function that undoes all of it.
 */
export function connectSessionToApi(store: Store, goHome: () => void): () => void {
  connectAuth({
    getToken: () => store.get(sessionAtom)?.token ?? null,
    onUnauthorized: () => {
      store.set(signOutAtom)
      store.set(sessionRejectedAtom, true)
      goHome()
    },
  })
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) restoreSession(store)
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    connectAuth(null)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}
