import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { MyCertificate } from '@aula/contract/certificates'
import { CertificatePages, CertificatePaths } from '@aula/contract/routes/certificates'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useMyCertificates } from '../api/get-my-certificates.ts'
import { hoursText } from './hours.ts'

/** One certificate: what it certifies, its code, the PDF and the page that verifies it. */
function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const { t, i18n } = useTranslation()
  const { formatLongDate } = useFormat()
  const language = currentLanguage(i18n)
  const facts = [t('certificates.completedOn', { date: formatLongDate(certificate.completedOn) })]
  if (certificate.hours !== null) {
    facts.push(
      t('certificates.hours', {
        count: certificate.hours,
        hours: hoursText(certificate.hours, language),
      }),
    )
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-charcoal-900">{certificate.courseTitle}</p>
        <p className="text-sm text-charcoal-700">{facts.join(' · ')}</p>
        <p className="font-mono text-sm text-charcoal-700">
          {t('certificates.code', { code: certificate.code })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={CertificatePaths.pdf(certificate.code)}
          download
          aria-label={t('certificates.downloadOf', { course: certificate.courseTitle })}
          className={buttonClasses('primary', 'sm')}
        >
          {t('certificates.download')}
        </a>
        <Link
          to={CertificatePages.verify.getHref(certificate.code)}
          className={buttonClasses('ghost', 'sm')}
        >
          {t('certificates.verify')}
        </Link>
      </div>
    </li>
  )
}

/**
 * The member's certificates (docs/product.md#certificates), in the member area: each with its
 * PDF and its verification page; reading them also issues any the member is owed.
 */
export function CertificatesSection() {
  const { t } = useTranslation()
  const headingId = useId()
  const certificates = useMyCertificates()
  let body: ReactNode
  if (certificates.data) {
    body =
      certificates.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-flour-300 p-5 text-charcoal-700">
          {t('certificates.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {certificates.data.map((certificate) => (
            <CertificateItem key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      )
  } else if (certificates.isError) {
    body = (
      <ErrorState
        error={certificates.error}
        onRetry={() => void certificates.refetch()}
        retrying={certificates.isFetching}
      />
    )
  } else {
    body = <LoadingCards layout="list" count={1} />
  }
  return (
    <section
      id="attestati"
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-charcoal-900">
          {t('certificates.title')}
        </h2>
        <p className="text-charcoal-700">{t('certificates.intro')}</p>
      </div>
      {body}
    </section>
  )
}
