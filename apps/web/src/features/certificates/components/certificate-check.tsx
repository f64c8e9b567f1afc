import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { paths } from '#src/config/paths.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useCertificateCheck } from '../api/verify-certificate.ts'
import { hoursText } from './hours.ts'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-charcoal-700">{label}</dt>
      <dd className="break-words text-lg text-charcoal-900">{children}</dd>
    </div>
  )
}

/**
 * /attestato/{code}, the address printed on every certificate: whether the code names a
 * certificate the school issued, and what it certifies; a clear "not found" otherwise.
 */
export function CertificateCheck({ code }: { code: string }) {
  const { t, i18n } = useTranslation()
  const { formatLongDate } = useFormat()
  const check = useCertificateCheck(code)

  if (check.data) {
    const certificate = check.data
    const language = currentLanguage(i18n)
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">{t('certificateCheck.genuine')}</FormMessage>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('certificateCheck.member')}>{certificate.memberName}</Fact>
          <Fact label={t('certificateCheck.course')}>
            {certificate.courseTitle}{' '}
            <span className="text-sm text-charcoal-700">
              (
              {certificate.kind === 'edition'
                ? t('certificateCheck.kindEdition')
                : t('certificateCheck.kindOnlineCourse')}
              )
            </span>
          </Fact>
          {certificate.hours === null ? null : (
            <Fact label={t('certificateCheck.hours')}>
              {t('certificateCheck.hoursValue', {
                count: certificate.hours,
                hours: hoursText(certificate.hours, language),
              })}
            </Fact>
          )}
          <Fact label={t('certificateCheck.completedOn')}>
            {formatLongDate(certificate.completedOn)}
          </Fact>
          <Fact label={t('certificateCheck.code')}>
            <span className="font-mono">{certificate.code}</span>
          </Fact>
        </dl>
      </div>
    )
  }

  if (check.isError) {
    if (isApiError(check.error, 404) || isApiError(check.error, 400)) {
      return (
        <div className="flex flex-col gap-5">
          <FormMessage tone="error">{t('certificateCheck.notFound', { code })}</FormMessage>
          <p className="text-charcoal-700">{t('certificateCheck.notFoundHelp')}</p>
          <Link
            to={paths.contact.getHref()}
            className={`${buttonClasses('secondary', 'md')} self-start`}
          >
            {t('certificateCheck.contact')}
          </Link>
        </div>
      )
    }
    return (
      <ErrorState
        error={check.error}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    )
  }

  return <LoadingCards layout="list" count={1} />
}
