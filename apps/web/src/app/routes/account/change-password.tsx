import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ChangePasswordForm } from '#src/features/auth/components/change-password-form.tsx'
import { AuthPage } from '#src/app/routes/auth/auth-page.tsx'

export function ChangePasswordRoute() {
  const { t } = useTranslation()
  return (
    <AuthPage title={t('auth.changePassword.title')}>
      <ChangePasswordForm />
    </AuthPage>
  )
}
