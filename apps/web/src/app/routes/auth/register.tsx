import { useTranslation } from '#src/lib/i18n/react.tsx'
import { RegisterForm } from '#src/features/auth/components/register-form.tsx'
import { AuthPage } from './auth-page.tsx'

export function RegisterRoute() {
  const { t } = useTranslation()
  return (
    <AuthPage title={t('auth.register.title')}>
      <RegisterForm />
    </AuthPage>
  )
}
