import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { Inbox } from '#src/features/inbox/admin/components/inbox.tsx'

export function InboxRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.inbox')}>
      <Inbox />
    </AdminFormPage>
  )
}
