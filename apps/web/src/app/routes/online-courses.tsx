import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useNavigate, useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/common'
import type { OnlineCourseCard } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { onlineCoursesQueryOptions } from '#src/features/online-courses/api/get-online-courses.ts'
import { OnlineCourseCatalog } from '#src/features/online-courses/components/online-course-catalog.tsx'
import { LessonPlayer } from '#src/features/online-courses/components/lesson-player.tsx'
import { deleteOnlineCourse } from '#src/features/online-courses/admin/api/delete-online-course.ts'
import { OnlineCourseDetail } from '#src/features/online-courses/components/online-course-detail.tsx'
import { useTopicTitles } from '#src/features/topics/api/get-topics.ts'

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

export function LessonsRoute() {
  const { title = '' } = useParams()
  return <LessonPlayer key={title} title={slugToTitle(title)} />
}
