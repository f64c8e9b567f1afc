import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ResetRequestForm } from '#src/features/auth/components/reset-request-form.tsx'
import { AuthPage } from './auth-page.tsx'

export function ResetRequestRoute() {
  const { t } = useTranslation()
  return (
    <AuthPage title={t('auth.resetRequest.title')}>
      <ResetRequestForm />
    </AuthPage>
  )
}
