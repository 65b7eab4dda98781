import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { userAtom } from '../../features/auth/state'
import { GeneratorWorkspace } from '../../features/generator/components/generator-workspace'
import { InstallCard } from '../../features/install/components/install-card'
import { OfflineSide, offlineGallerySlots, QueuedGenerations, useOfflineHooks } from './app-offline'
import { AppWelcome } from './app-welcome'

/** /app: the generator for a signed-in user; signed out, a welcome with sign-in and register in its place. */
export function AppRoute() {
  const user = useAtomValue(userAtom)
  const [signedInHere, setSignedInHere] = useState(false)
  if (!user) return <AppWelcome onSignedIn={() => setSignedInHere(true)} />
  return (
    <SignedInApp key={String(user.id)} userId={String(user.id)} email={user.email} focus={signedInHere} />
  )
}

function SignedInApp({ userId, email, focus }: { userId: string; email: string; focus: boolean }) {
  const hooks = useOfflineHooks(userId)
  const gallery = useMemo(() => offlineGallerySlots(userId, <QueuedGenerations userId={userId} />), [userId])
  return (
    <GeneratorWorkspace
      email={email}
      focusHeading={focus}
      hooks={hooks}
      gallery={gallery}
      side={
        <>
          <OfflineSide userId={userId} />
          <InstallCard />
        </>
      }
    />
  )
}
