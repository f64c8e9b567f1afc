import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/common'
import type { OnlineCourseCard } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { onlineCourseQueryOptions } from '#src/features/online-courses/api/get-online-course.ts'
import { onlineCourseDetailQueryOptions } from '#src/features/online-courses/api/get-online-course-detail.ts'
import {
  catalogOnlineCourseQuery,
  onlineCoursePageQueryOptions,
  onlineCoursesQueryOptions,
} from '#src/features/online-courses/api/get-online-courses.ts'
import { catalogFiltersOfUrl } from '#src/lib/catalog-filters.ts'
import { purchasedOnlineCoursesQueryOptions } from '#src/features/online-courses/api/get-purchased-online-courses.ts'
import { OnlineCourseCatalog } from '#src/features/online-courses/components/online-course-catalog.tsx'
import { LessonPlayer } from '#src/features/online-courses/components/lesson-player.tsx'
import { deleteOnlineCourse } from '#src/features/online-courses/admin/api/delete-online-course.ts'
import { OnlineCourseDetail } from '#src/features/online-courses/components/online-course-detail.tsx'
import { topicsQueryOptions, useTopicTitles } from '#src/features/topics/api/get-topics.ts'
import type { RouteLoadArgs, RouteQuery } from '../route-data.ts'

/** The admin's edit and delete buttons of a video course (nothing for anyone else). */
function OnlineCourseAdminActions({
  course,
  onRemoved,
}: {
  course: OnlineCourseCard
  onRemoved?: () => void
}) {
  return (
    <AdminActions
      name={course.title}
      editHref={paths.admin.editOnlineCourse.getHref(course.title)}
      remove={() => deleteOnlineCourse(course.title)}
      invalidate={[onlineCoursesQueryOptions().queryKey]}
      onRemoved={onRemoved}
    />
  )
}

/**
 * The catalogue, its category filter and, for a confirmed signed-in person, the courses they
 * bought (asked for only then, as the catalogue does).
 */
export function onlineCoursesQueries({ request, session }: RouteLoadArgs): RouteQuery[] {
  const buyer = session.isLogged ? session.user : null
  return [
    onlineCoursePageQueryOptions(catalogOnlineCourseQuery(catalogFiltersOfUrl(request.url))),
    topicsQueryOptions(),
    ...(buyer ? [purchasedOnlineCoursesQueryOptions(buyer.email)] : []),
  ]
}

export function OnlineCoursesRoute() {
  const { t } = useTranslation()
  const categories = useTopicTitles()
  return (
    <ContentLayout title={t('pages.onlineCourses.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('onlineCourses.intro')}</p>
      <OnlineCourseCatalog
        categories={categories}
        actions={(course) => <OnlineCourseAdminActions course={course} />}
      />
    </ContentLayout>
  )
}

/** The video course the address names, as this person sees it (bought or not). */
export const onlineCourseQueries = ({ params, session }: RouteLoadArgs): RouteQuery[] => [
  onlineCourseQueryOptions(slugToTitle(params.title ?? ''), session.user?.email ?? null),
]

export function OnlineCourseRoute() {
  const { title = '' } = useParams()
  const navigate = useNavigate()
  return (
    <OnlineCourseDetail
      key={title}
      slug={title}
      actions={(course) => (
        <OnlineCourseAdminActions
          course={course}
          // A deleted video course has no page: back to the list.
          onRemoved={() => void navigate(paths.onlineCourses.getHref(), { replace: true })}
        />
      )}
    />
  )
}

/** The lessons of the video course the address names, which only its buyer may watch. */
export const lessonsQueries = ({ params, session }: RouteLoadArgs): RouteQuery[] => [
  onlineCourseDetailQueryOptions(session.user?.email ?? '', slugToTitle(params.title ?? '')),
]

export function LessonsRoute() {
  const { title = '' } = useParams()
  return <LessonPlayer key={title} title={slugToTitle(title)} />
}
