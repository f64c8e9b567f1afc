import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { VerifyRegistration } from '#src/features/auth/components/verify-registration.tsx'
import { AuthPage } from './auth-page.tsx'

export function VerifyRegistrationRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  return (
    <AuthPage title={t('auth.verify.title')}>
      <VerifyRegistration key={token} token={token} />
    </AuthPage>
  )
}
