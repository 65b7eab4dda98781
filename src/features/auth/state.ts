import { atom, type createStore } from 'jotai'
import { clearStoredSession, readStoredSession, type Session, storeSession } from './session'

type Store = ReturnType<typeof createStore>

/** The signed-in session, or null when signed out. Write it only through signInAtom and signOutAtom. */
export const sessionAtom = atom<Session | null>(null)

export const userAtom = atom((get) => get(sessionAtom)?.user ?? null)
export const isSignedInAtom = atom((get) => get(sessionAtom) !== null)

/** True once the server has rejected this tab's saved token (401), until the next sign-in. */
export const sessionRejectedAtom = atom(false)

/** Login, registration and Google sign-in all end here: the session is kept and saved. */
export const signInAtom = atom(null, (_get, set, session: Session) => {
  storeSession(session)
  set(sessionRejectedAtom, false)
  set(sessionAtom, session)
})

export const signOutAtom = atom(null, (_get, set) => {
  clearStoredSession()
  set(sessionAtom, null)
})

/** At startup: bring back the saved session if both parts of it are there; drop a half-saved one. */
export function restoreSession(store: Store): Session | null {
  const session = readStoredSession()
  if (session) store.set(sessionAtom, session)
  else store.set(signOutAtom)
  return session
}
