import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { CertificatePaths } from '@aula/contract/routes/certificates'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { paths } from '#src/config/paths.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useMyCertificates } from '../api/get-my-certificates.ts'

/** How often, and how many times, to look again for a certificate being issued. */
const LOOK_AGAIN_MS = 1500
const LOOKS = 5

const sameTitle = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * At the end of a video course whose lessons are all completed, in its player: the course's
 * certificate to download. The last lesson's save issues it, and may still be on its way:
 * the list is read again a few times until it shows.
 */
export function CertificateDownload({ onlineCourseTitle }: { onlineCourseTitle: string }) {
  const { t } = useTranslation()
  const certificates = useMyCertificates()
  const certificate = certificates.data?.find((c) =>
    sameTitle(c.onlineCourseTitle, onlineCourseTitle),
  )
  const [looks, setLooks] = useState(0)
  const { data, refetch, isFetching } = certificates

  useEffect(() => {
    if (!data || certificate || isFetching || looks >= LOOKS) return
    const timer = setTimeout(() => {
      setLooks((n) => n + 1)
      void refetch()
    }, LOOK_AGAIN_MS)
    return () => clearTimeout(timer)
  }, [data, certificate, isFetching, looks, refetch])

  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-basil-600 bg-basil-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-basil-700">{t('certificates.courseComplete')}</p>
      {certificate ? (
        <a
          href={CertificatePaths.pdf(certificate.code)}
          download
          className={buttonClasses('primary', 'md')}
        >
          {t('certificates.downloadCertificate')}
        </a>
      ) : data && looks >= LOOKS ? (
        <Link
          to={`${paths.profile.getHref()}#attestati`}
          className={buttonClasses('secondary', 'md')}
        >
          {t('certificates.toProfile')}
        </Link>
      ) : (
        <FormMessage tone="info">{t('certificates.preparing')}</FormMessage>
      )}
    </div>
  )
}
