import { useId, useState } from 'react'
import { ReceiptLimits } from '@aula/contract/receipts'
import { ReceiptPaths } from '@aula/contract/routes/receipts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** What is wrong with a period, as a translation key; null when it can be exported. */
function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'adminReceipts.export.datesRequired'
  if (from > to) return 'adminReceipts.export.badPeriod'
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  if (days > ReceiptLimits.exportDays) return 'adminReceipts.export.tooLong'
  return null
}

/**
 * On /pannello/ordini: the paid orders of a period as CSV for the accountant (receipt
 * number, date, buyer, tax code, item, list price, discount, paid, provider, reference).
 * The link downloads the file with the admin's session; it shows once the dates make sense.
 */
export function OrdersExport() {
  const { t } = useTranslation()
  const headingId = useId()
  const today = new Date()
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1)))
  const [to, setTo] = useState(isoDay(today))
  const problem = periodProblem(from, to)
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-4 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-charcoal-900">
        {t('adminReceipts.export.title')}
      </h2>
      <p className="text-charcoal-700">{t('adminReceipts.export.intro')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <InputField
          label={t('adminReceipts.export.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <InputField
          label={t('adminReceipts.export.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {problem ? null : (
          <a
            href={ReceiptPaths.ordersCsv(from, to)}
            download
            className={`${buttonClasses('primary', 'md')} mb-1`}
          >
            {t('adminReceipts.export.download')}
          </a>
        )}
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-tomato-700">
          {t(problem)}
        </p>
      ) : null}
    </section>
  )
}
