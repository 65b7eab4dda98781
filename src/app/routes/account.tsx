import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { AccountPage } from '../../features/account/components/account-page'
import { userAtom } from '../../features/auth/state'
import { usePageMeta } from '../../lib/page-meta'

export function AccountRoute() {
  usePageMeta({
    title: 'Account',
    description:
      'Your Colorly account: your plan, its renewal or end date, billing and how many pages you have made.',
  })
  const user = useAtomValue(userAtom)
  if (user) return <AccountPage key={String(user.id)} email={user.email} />
  // Signed out while here (Logout, an expired session, another tab): the app moves on by itself.
  // Arriving signed out never gets here: the route sends the visitor to /login (router.tsx).
  return (
    <section className="page page--narrow">
      <h1>Account</h1>
      <p className="page__lead">
        You are signed out.{' '}
        <Link to="/login" search={{ redirect: '/account' }}>
          Sign in
        </Link>{' '}
        to see your plan and usage.
      </p>
    </section>
  )
}
