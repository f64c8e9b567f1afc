import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { usePurchasedCourses } from '../api/get-purchased-courses.ts'
import { useLearningCourses, useUpcomingEditions } from '../api/get-learning.ts'
import { ProfileSection } from './profile-section.tsx'
import { UpcomingEditions } from './upcoming-editions.tsx'
import { VideoCourseProgress } from './video-course-progress.tsx'

/** One list of purchases: loading, failure with a retry, nothing yet, or the items. */
function PurchaseList<T>({
  title,
  query,
  empty,
  browse,
  renderItem,
}: {
  title: string
  query: UseQueryResult<T[]>
  empty: string
  browse: { to: string; label: string }
  renderItem: (item: T) => ReactNode
}) {
  let body: ReactNode
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-flour-300 p-5">
          <p className="text-charcoal-700">{empty}</p>
          <Link to={browse.to} className={buttonClasses('secondary', 'sm')}>
            {browse.label}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">{query.data.map(renderItem)}</ul>
      )
  } else if (query.isError) {
    body = (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else {
    body = <LoadingCards layout="list" count={1} />
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-charcoal-900">{title}</h3>
      {body}
    </div>
  )
}

const itemClasses =
  'flex flex-col gap-2 rounded-2xl border border-flour-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between'

/** The in-person courses and the video courses the member bought, each with its way in. */
export function PurchasedCourses() {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  const courses = usePurchasedCourses()
  const onlineCourses = useLearningCourses()
  const upcoming = useUpcomingEditions()
  return (
    <ProfileSection title={t('profile.courses.title')}>
      <UpcomingEditions editions={upcoming.data ?? []} />
      <PurchaseList
        title={t('profile.courses.inPerson')}
        query={courses}
        empty={t('profile.courses.noCourses')}
        browse={{ to: paths.courses.getHref(), label: t('profile.courses.browseCourses') }}
        renderItem={(course) => (
          <li key={course.id} className={itemClasses}>
            <div>
              <p className="font-semibold text-charcoal-900">{course.title}</p>
              <p className="text-sm text-charcoal-700">
                {[course.location, formatDate(course.date) || t('profile.courses.dateTbd')]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Link
              to={paths.course.getHref(course.title)}
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('profile.courses.openCourse', { title: course.title })}
            >
              {t('profile.courses.details')}
            </Link>
          </li>
        )}
      />
      <PurchaseList
        title={t('profile.courses.online')}
        query={onlineCourses}
        empty={t('profile.courses.noOnlineCourses')}
        browse={{
          to: paths.onlineCourses.getHref(),
          label: t('profile.courses.browseOnlineCourses'),
        }}
        renderItem={(course) => <VideoCourseProgress key={course.id} course={course} />}
      />
    </ProfileSection>
  )
}
