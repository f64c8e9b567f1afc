import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Payee } from '@aula/contract/profile'
import { useCopy } from '#src/lib/use-copy.ts'

/** An IBAN in groups of four, as it is printed on a bank statement; copied without spaces. */
const groupsOfFour = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ')

type Field = 'holder' | 'iban' | 'cf'

/**
 * Where to pay a waiting request: the account holder, the IBAN and the codice fiscale, each
 * with a button that copies it for the bank's transfer form. The server writes every time
 * these are shown to the audit log. Once the request is decided they are no longer sent.
 */
export function PayeeCell({ payee, customer }: { payee: Payee | null; customer: string }) {
  const { t } = useTranslation()
  const { copied, copy } = useCopy()

  if (!payee) {
    return (
      <td className="px-4 py-3 text-charcoal-700">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('adminClients.payee.decided')}</span>
      </td>
    )
  }

  const fields: { key: Field; label: string; value: string | null; shown: string | null }[] = [
    { key: 'holder', label: t('adminClients.payee.holder'), value: payee.holder, shown: null },
    {
      key: 'iban',
      label: t('adminClients.payee.iban'),
      value: payee.iban,
      shown: payee.iban ? groupsOfFour(payee.iban) : null,
    },
    { key: 'cf', label: t('adminClients.payee.cf'), value: payee.CF, shown: null },
  ]

  return (
    <td className="px-4 py-3">
      <dl className="flex flex-col gap-2">
        {fields.map((field) => (
          <div key={field.key}>
            <dt className="text-xs font-semibold text-charcoal-700 uppercase">{field.label}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {field.value ? (
                <>
                  <span
                    className={`break-all text-charcoal-900 ${field.key === 'holder' ? '' : 'font-mono'}`}
                  >
                    {field.shown ?? field.value}
                  </span>
                  <button
                    type="button"
                    onClick={() => void copy(field.key, field.value!)}
                    aria-label={t(`adminClients.payee.copy.${field.key}`, { name: customer })}
                    className="min-h-9 rounded-full border border-charcoal-800 px-3 text-xs font-semibold text-charcoal-800 hover:bg-flour-200"
                  >
                    {copied?.id === field.key && !copied.failed
                      ? t('adminClients.payee.copied')
                      : t('adminClients.payee.copyButton')}
                  </button>
                </>
              ) : (
                <span className="text-tomato-700">{t('adminClients.payee.unreadable')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs font-medium text-charcoal-800">
        {copied
          ? copied.failed
            ? t('adminClients.payee.copyFailed')
            : t(`adminClients.payee.copiedAnnounce.${copied.id as Field}`, { name: customer })
          : ''}
      </p>
    </td>
  )
}
