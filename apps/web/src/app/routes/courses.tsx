import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useNavigate, useParams } from 'react-router'
import type { CourseCard } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { coursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { CourseCatalog } from '#src/features/courses/components/course-catalog.tsx'
import { CourseDetail } from '#src/features/courses/components/course-detail.tsx'
import { deleteCourse } from '#src/features/courses/admin/api/delete-course.ts'
import { DemoCourse } from '#src/features/courses/components/demo-course.tsx'
import { useTopicTitles } from '#src/features/topics/api/get-topics.ts'

/** The admin's edit and delete buttons of a course (nothing for anyone else). */
function CourseAdminActions({ course, onRemoved }: { course: CourseCard; onRemoved?: () => void }) {
  return (
    <AdminActions
      name={course.title}
      editHref={paths.admin.editCourse.getHref(course.title)}
      remove={() => deleteCourse(course.title)}
      // The list and every course page, the calendar and the home page's latest courses.
      invalidate={[coursesQueryOptions().queryKey, ['information-request']]}
      onRemoved={onRemoved}
    />
  )
}

export function CoursesRoute() {
  const { t } = useTranslation()
  const categories = useTopicTitles()
  return (
    <ContentLayout title={t('pages.courses.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('courses.intro')}</p>
      <CourseCatalog
        categories={categories}
        actions={(course) => <CourseAdminActions course={course} />}
      />
    </ContentLayout>
  )
}

export function CourseRoute() {
  const { title = '' } = useParams()
  const navigate = useNavigate()
  return (
    <CourseDetail
      key={title}
      slug={title}
      actions={(course) => (
        <CourseAdminActions
          course={course}
          // A deleted course has no page: back to the list.
          onRemoved={() => void navigate(paths.courses.getHref(), { replace: true })}
        />
      )}
    />
  )
}

export function DemoCourseRoute() {
  return <DemoCourse />
}
