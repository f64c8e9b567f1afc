import { useTranslation } from 'react-i18next'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { ClientsPage } from '#src/features/members/admin/components/clients-page.tsx'

export function ClientsRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.clients')} width="wide">
      <ClientsPage />
    </AdminFormPage>
  )
}
