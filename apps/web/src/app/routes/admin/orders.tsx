import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { OrdersTable } from '#src/features/orders/admin/components/orders-table.tsx'
import { OrdersExport } from '#src/features/receipts/components/orders-export.tsx'

export function OrdersRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.orders')} width="wide">
      <OrdersExport />
      <OrdersTable />
    </AdminFormPage>
  )
}
