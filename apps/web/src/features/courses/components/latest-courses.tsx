import { useTranslation } from '#src/lib/i18n/react.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useQuery } from '@tanstack/react-query'
import { LATEST_COURSES, latestCoursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'
import { CourseCard } from './course-card.tsx'

/** The newest in-person courses, for the home page. */
export function LatestCourses() {
  const { t } = useTranslation()
  // Only the few courses shown are asked for.
  const courses = useQuery(latestCoursesQueryOptions(LATEST_COURSES, useContentLanguage()))
  if (courses.data) {
    const latest = courses.data.courses
    if (latest.length === 0) return <EmptyState title={t('courses.none')} />
    return (
      <ul className="grid gap-6 md:grid-cols-2">
        {latest.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} heading="h3" />
          </li>
        ))}
      </ul>
    )
  }
  if (courses.isError) {
    return (
      <ErrorState
        error={courses.error}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    )
  }
  return <LoadingCards count={LATEST_COURSES} />
}
