import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '#src/components/layouts/coming-soon-page.tsx'

export function AdminComingSoon({ title }: { title: string }) {
  const { t } = useTranslation()
  return <ComingSoonPage title={title} eyebrow={t('admin.eyebrow')} />
}
