import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { ProfilePage } from '#src/features/profile/components/profile-page.tsx'
import { PrivacySection } from '#src/features/privacy/components/privacy-section.tsx'
import { CertificatesSection } from '#src/features/certificates/components/certificates-section.tsx'
import { ReceiptsSection } from '#src/features/receipts/components/receipts-section.tsx'

export function ProfileRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.profile.title')} width="medium">
      <ProfilePage afterCourses={<CertificatesSection />} />
      <ReceiptsSection />
      <PrivacySection />
    </ContentLayout>
  )
}
