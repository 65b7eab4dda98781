import { useAtomValue } from 'jotai'
import { PagePlaceholder } from '../../components/page-placeholder'
import { userAtom } from '../../features/auth/state'

export function AppRoute() {
  const user = useAtomValue(userAtom)
  return (
    <PagePlaceholder title="Create a Coloring Page">
      {user && (
        <p>
          Welcome, <strong>{user.email}</strong>.
        </p>
      )}
      <p>The generator workspace is being built: soon you will describe a subject here and print the page.</p>
    </PagePlaceholder>
  )
}
