import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { CouponsAdmin } from '#src/features/coupons/admin/components/coupons-admin.tsx'

/** /pannello/codici-sconto: the discount codes (docs/product.md#coupons). */
export function CouponsRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('adminCoupons.title')} width="wide">
      <CouponsAdmin />
    </AdminFormPage>
  )
}
