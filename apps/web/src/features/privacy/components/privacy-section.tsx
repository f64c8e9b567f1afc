import { useId } from 'react'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { isAdmin, useSession } from '#src/lib/session.ts'
import { useConsents } from '../api/get-consents.ts'
import { ConsentSwitches } from './consent-switches.tsx'
import { DataDownload } from './data-download.tsx'
import { DeleteAccount } from './delete-account.tsx'
import { PrivacyPart } from './privacy-card.tsx'

/**
 * "Privacy e dati" in the member area (docs/product.md#privacy): the member's consents,
 * the download of their data and the deletion of their account.
 */
export function PrivacySection() {
  const { t } = useTranslation()
  const headingId = useId()
  const session = useSession()
  const email = session.user?.email ?? ''
  const consents = useConsents(email)

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-charcoal-900">
          {t('privacy.title')}
        </h2>
        <p className="text-charcoal-700">{t('privacy.intro')}</p>
      </div>
      <PrivacyPart title={t('privacy.consents.heading')}>
        {consents.data ? (
          <ConsentSwitches email={email} consents={consents.data} />
        ) : consents.isError ? (
          <ErrorState
            error={consents.error}
            onRetry={() => void consents.refetch()}
            retrying={consents.isFetching}
          />
        ) : (
          <LoadingCards layout="list" count={1} />
        )}
      </PrivacyPart>
      <PrivacyPart title={t('privacy.download.heading')}>
        <DataDownload />
      </PrivacyPart>
      <PrivacyPart title={t('privacy.delete.heading')}>
        <DeleteAccount isAdmin={isAdmin(session)} />
      </PrivacyPart>
    </section>
  )
}
