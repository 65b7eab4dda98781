import type { createStore } from 'jotai'
import { fetchMe } from './api'
import { sessionAtom, signInAtom } from './state'

type Store = ReturnType<typeof createStore>

/**
 * Asks the server who the restored session belongs to and keeps the fresh user details. A revoked
 * or expired token answers 401, which the API client turns into a sign-out; offline, the saved
 * session simply stays as it is.
 */
export async function refreshSignedInUser(store: Store): Promise<void> {
  const session = store.get(sessionAtom)
  if (!session) return
  try {
    const { user } = await fetchMe()
    if (store.get(sessionAtom)?.token === session.token) store.set(signInAtom, { user, token: session.token })
  } catch {
    // Offline, or the 401 already handled by the API client.
  }
}
