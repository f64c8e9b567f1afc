import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { CourseCalendar } from '#src/features/courses/components/course-calendar.tsx'
import { useEditions } from '#src/features/editions/api/get-editions.ts'
import { UpcomingEditions } from '#src/features/editions/components/upcoming-editions.tsx'

export function CalendarRoute() {
  const { t } = useTranslation()
  // The editions to come mark their days on the month grid too (docs/product.md#editions).
  const editions = useEditions(null)
  return (
    <ContentLayout title={t('pages.calendar.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('calendar.intro')}</p>
      <CourseCalendar editions={editions.data ?? []} />
      <UpcomingEditions />
    </ContentLayout>
  )
}
