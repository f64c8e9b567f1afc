import { useTranslation } from '#src/lib/i18n/react.tsx'
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
