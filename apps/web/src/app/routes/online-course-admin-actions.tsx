import type { OnlineCourseCard } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { onlineCoursesQueryOptions } from '#src/features/online-courses/api/get-online-courses.ts'
import { deleteOnlineCourse } from '#src/features/online-courses/admin/api/delete-online-course.ts'

/** The admin's edit and delete buttons of a video course (nothing for anyone else). */
export function OnlineCourseAdminActions({
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
