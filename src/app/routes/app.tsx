import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { userAtom } from '../../features/auth/state'
import { GeneratorWorkspace } from '../../features/generator/components/generator-workspace'
import { AppWelcome } from './app-welcome'

/** /app: the generator for a signed-in user; signed out, a welcome with sign-in and register in its place. */
export function AppRoute() {
  const user = useAtomValue(userAtom)
  const [signedInHere, setSignedInHere] = useState(false)
  if (!user) return <AppWelcome onSignedIn={() => setSignedInHere(true)} />
  return <GeneratorWorkspace key={String(user.id)} email={user.email} focusHeading={signedInHere} />
}
