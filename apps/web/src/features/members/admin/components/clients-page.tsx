import { useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { DocumentsTable } from './documents-table.tsx'
import { WithdrawalsTable } from './withdrawals-table.tsx'

/** /visualizzaclienti: the withdrawal requests and the identity documents to decide. */
export function ClientsPage() {
  const { t } = useTranslation()
  const withdrawalsId = useId()
  const documentsId = useId()
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby={withdrawalsId} className="flex flex-col gap-4">
        <h2 id={withdrawalsId} className="text-2xl font-bold">
          {t('adminClients.withdrawals.title')}
        </h2>
        <WithdrawalsTable />
      </section>
      <section aria-labelledby={documentsId} className="flex flex-col gap-4">
        <h2 id={documentsId} className="text-2xl font-bold">
          {t('adminClients.documents.title')}
        </h2>
        <p className="text-charcoal-700">{t('adminClients.documents.intro')}</p>
        <DocumentsTable />
      </section>
    </div>
  )
}
