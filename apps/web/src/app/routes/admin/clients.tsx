import { useTranslation } from 'react-i18next'
import { AdminComingSoon } from './admin-page.tsx'

export function ClientsRoute() {
  const { t } = useTranslation()
  return <AdminComingSoon title={t('admin.clients')} />
}
