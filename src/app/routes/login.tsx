import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/components/login-page'
import { afterSignInPath } from '../../features/auth/redirect'

export function LoginRoute() {
  const { register, redirect } = useSearch({ from: '/login' })
  const passwordReset = useRouterState({ select: (s) => s.location.state.passwordReset === true })
  const navigate = useNavigate()
  return (
    <LoginPage
      key={register ? 'register' : 'login'}
      registering={register === true}
      redirect={redirect}
      passwordReset={passwordReset}
      onSignedIn={() => navigate({ href: afterSignInPath(redirect), replace: true })}
    />
  )
}
