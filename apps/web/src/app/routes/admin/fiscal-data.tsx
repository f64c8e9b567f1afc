import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { LoadState } from '#src/components/admin/load-state.tsx'
import { useFiscalData } from '#src/features/receipts/api/fiscal-data.ts'
import { FiscalDataForm } from '#src/features/receipts/components/fiscal-data-form.tsx'

/** /pannello/dati-fiscali: the school's fiscal data the receipts print. */
export function FiscalDataRoute() {
  const { t } = useTranslation()
  const data = useFiscalData()
  return (
    <AdminFormPage title={t('adminReceipts.fiscal.title')}>
      <LoadState query={data}>{(fiscal) => <FiscalDataForm data={fiscal} />}</LoadState>
    </AdminFormPage>
  )
}
