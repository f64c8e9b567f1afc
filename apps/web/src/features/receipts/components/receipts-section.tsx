import { useId, type ReactNode } from 'react'
import type { Receipt } from '@aula/contract/receipts'
import { ReceiptPaths } from '@aula/contract/routes/receipts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useMyReceipts } from '../api/get-my-receipts.ts'

/** One receipt: its number, date, what was bought, the amount and its PDF. */
function ReceiptItem({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-charcoal-900">
          {t('receipts.number', { number: receipt.number })}
        </p>
        <p className="text-charcoal-800">{receipt.title}</p>
        <p className="text-sm text-charcoal-700">
          {t('receipts.facts', {
            date: formatDate(receipt.issuedAt),
            amount: formatPrice(receipt.amount),
          })}
        </p>
      </div>
      <a
        href={ReceiptPaths.pdf(receipt.id)}
        download
        aria-label={t('receipts.downloadOf', { number: receipt.number })}
        className={buttonClasses('primary', 'sm')}
      >
        {t('receipts.download')}
      </a>
    </li>
  )
}

/**
 * The member's numbered receipts (docs/product.md#receipts), in the member area: one per
 * paid order, newest first, each with its PDF.
 */
export function ReceiptsSection() {
  const { t } = useTranslation()
  const headingId = useId()
  const receipts = useMyReceipts()
  let body: ReactNode
  if (receipts.data) {
    body =
      receipts.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-flour-300 p-5 text-charcoal-700">
          {t('receipts.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {receipts.data.map((receipt) => (
            <ReceiptItem key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      )
  } else if (receipts.isError) {
    body = (
      <ErrorState
        error={receipts.error}
        onRetry={() => void receipts.refetch()}
        retrying={receipts.isFetching}
      />
    )
  } else {
    body = <LoadingCards layout="list" count={1} />
  }
  return (
    <section
      id="ricevute"
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-charcoal-900">
          {t('receipts.title')}
        </h2>
        <p className="text-charcoal-700">{t('receipts.intro')}</p>
      </div>
      {body}
    </section>
  )
}
