import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'

/**
 * The price in large type and, when the course takes a deposit ('Acconto',
 * docs/product.md#money), the deposit paid online and the balance due on site.
 */
export function PriceSummary({
  price,
  deposit = null,
}: {
  price: number
  deposit?: number | null
}) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const hasDeposit = deposit !== null && deposit > 0 && deposit < price
  return (
    <div className="flex flex-col gap-3">
      <dl>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-bold tracking-wider text-charcoal-500 uppercase">
            {t('courses.price')}
          </dt>
          <dd className="text-4xl font-bold text-charcoal-900">{formatPrice(price)}</dd>
        </div>
      </dl>
      {hasDeposit ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-basil-50 p-4 text-basil-700">
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs font-bold tracking-wider uppercase">{t('courses.deposit')}</dt>
              <dd className="text-xl font-bold">{formatPrice(deposit)}</dd>
            </div>
            <div>
              <dt className="text-xs font-bold tracking-wider uppercase">{t('courses.balance')}</dt>
              <dd className="text-xl font-bold">{formatPrice(price - deposit)}</dd>
            </div>
          </dl>
          <p className="text-sm">{t('courses.depositHint')}</p>
        </div>
      ) : null}
    </div>
  )
}
