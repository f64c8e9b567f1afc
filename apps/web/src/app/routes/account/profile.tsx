import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '#src/components/layouts/coming-soon-page.tsx'

export function ProfileRoute() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('pages.profile.title')} />
}
