import { useNavigate, useParams } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/use-document-title'
import { AuthCard } from '../../features/auth/components/auth-card'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'

export function ResetPasswordRoute() {
  const { uid, token } = useParams({ from: '/reset-password/$uid/$token' })
  const navigate = useNavigate()
  useDocumentTitle('Choose a new password')
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm
        uid={uid}
        token={token}
        onDone={() => navigate({ to: '/login', state: { passwordReset: true }, replace: true })}
      />
    </AuthCard>
  )
}
