import { useTranslation } from '#src/lib/i18n/react.tsx'
import { LoginForm } from '#src/features/auth/components/login-form.tsx'
import { AuthPage } from './auth-page.tsx'

export function LoginRoute() {
  const { t } = useTranslation()
  return (
    <AuthPage title={t('auth.login.title')}>
      <LoginForm />
    </AuthPage>
  )
}
