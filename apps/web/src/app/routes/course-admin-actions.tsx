import type { CourseCard } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { useSession } from '#src/lib/session.ts'
import { coursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { deleteCourse } from '#src/features/courses/admin/api/delete-course.ts'

/**
 * The admin's edit and delete buttons of a course, and "EN mancante" when it has no English
 * title (docs/product.md#content-languages-and-urls); nothing for anyone else.
 */
export function CourseAdminActions({
  course,
  onRemoved,
}: {
  course: CourseCard
  onRemoved?: () => void
}) {
  const admin = useSession().user?.group === 'admin'
  return (
    <>
      {admin && !course.titles.en ? <MissingEnglishBadge /> : null}
      <AdminActions
        name={course.title}
        editHref={paths.admin.editCourse.getHref(course.titles.it)}
        remove={() => deleteCourse(course.titles.it)}
        // The list and every course page, the calendar and the home page's latest courses.
        invalidate={[coursesQueryOptions().queryKey, ['information-request']]}
        onRemoved={onRemoved}
      />
    </>
  )
}
