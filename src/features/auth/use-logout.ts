import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { logout } from './api'
import { signOutAtom } from './state'

/** Revokes the token on the server (a failure there changes nothing here), then forgets the session. */
export function useLogout(): () => Promise<void> {
  const signOut = useSetAtom(signOutAtom)
  return useCallback(async () => {
    try {
      await logout()
    } catch {
      // Offline or already revoked: signing out locally is what the user asked for.
    }
    signOut()
  }, [signOut])
}
