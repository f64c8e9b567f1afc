import { useTranslation } from 'react-i18next'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { ProfilePage } from '#src/features/profile/components/profile-page.tsx'

export function ProfileRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.profile.title')} width="medium">
      <ProfilePage />
    </ContentLayout>
  )
}
