import { useAtomValue } from 'jotai'
import { PagePlaceholder } from '../../components/page-placeholder'
import { userAtom } from '../../features/auth/state'

export function AccountRoute() {
  const user = useAtomValue(userAtom)
  return (
    <PagePlaceholder title="Account">
      {user ? (
        <p>
          Signed in as <strong>{user.email}</strong>.
        </p>
      ) : (
        <p>You are not signed in.</p>
      )}
      <p>Your plan, usage and subscription settings are coming to this page.</p>
    </PagePlaceholder>
  )
}
