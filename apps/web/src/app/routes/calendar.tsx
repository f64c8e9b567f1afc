import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { CourseCalendar } from '#src/features/courses/components/course-calendar.tsx'
import { UpcomingEditions } from '#src/features/editions/components/upcoming-editions.tsx'

export function CalendarRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.calendar.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('calendar.intro')}</p>
      <CourseCalendar />
      <UpcomingEditions />
    </ContentLayout>
  )
}
