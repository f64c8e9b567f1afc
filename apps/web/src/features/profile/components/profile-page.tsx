import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useProfile } from '../api/get-profile.ts'
import { AffiliateSection } from './affiliate-section.tsx'
import { IdentityDocuments } from './identity-documents.tsx'
import { PayoutDetails } from './payout-details.tsx'
import { PersonalInfo } from './personal-info.tsx'
import { PurchasedCourses } from './purchased-courses.tsx'
import { Withdrawals } from './withdrawals.tsx'

/**
 * /utente: what the member is learning first (their courses, then what the route puts after
 * them, the certificates), then their data and the affiliate program from invite code to
 * payout (IBAN, codice fiscale, identity, withdrawals).
 */
export function ProfilePage({ afterCourses }: { afterCourses?: ReactNode }) {
  const { t } = useTranslation()
  const profile = useProfile()

  if (!profile.data) {
    return profile.isError ? (
      <ErrorState
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    ) : (
      <LoadingCards layout="list" count={3} />
    )
  }

  const data = profile.data
  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg text-charcoal-700">{t('profile.greeting', { name: data.name })}</p>
      <PurchasedCourses />
      {afterCourses}
      <PersonalInfo profile={data} />
      <AffiliateSection profile={data} />
      <PayoutDetails profile={data} />
      <IdentityDocuments profile={data} />
      <Withdrawals profile={data} />
    </div>
  )
}
