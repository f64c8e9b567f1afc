import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { ResetPasswordForm } from '#src/features/auth/components/reset-password-form.tsx'
import { AuthPage } from './auth-page.tsx'

export function ResetPasswordRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  return (
    <AuthPage title={t('auth.reset.title')}>
      {/* A new link is a new flow: nothing of the previous token's state carries over. */}
      <ResetPasswordForm key={token} token={token} />
    </AuthPage>
  )
}
