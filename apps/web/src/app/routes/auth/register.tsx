import { useTranslation } from 'react-i18next'
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
