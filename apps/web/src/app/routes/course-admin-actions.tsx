import type { CourseCard } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { coursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { deleteCourse } from '#src/features/courses/admin/api/delete-course.ts'

/** The admin's edit and delete buttons of a course (nothing for anyone else). */
export function CourseAdminActions({
  course,
  onRemoved,
}: {
  course: CourseCard
  onRemoved?: () => void
}) {
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
