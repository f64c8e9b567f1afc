import { useTranslation } from 'react-i18next'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { courseMonthQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { todayKey } from '#src/features/courses/components/calendar-days.ts'
import { CourseCalendar } from '#src/features/courses/components/course-calendar.tsx'
import type { RouteQuery } from '../route-data.ts'

/** The courses of the month the calendar opens on: this one. */
export const calendarQueries = (): RouteQuery[] => [courseMonthQueryOptions(todayKey().slice(0, 7))]

export function CalendarRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.calendar.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('calendar.intro')}</p>
      <CourseCalendar />
    </ContentLayout>
  )
}
