import type { OnlineCourseCard } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { useSession } from '#src/lib/session.ts'
import { onlineCoursesQueryOptions } from '#src/features/online-courses/api/get-online-courses.ts'
import { deleteOnlineCourse } from '#src/features/online-courses/admin/api/delete-online-course.ts'

/**
 * The admin's edit and delete buttons of a video course, and "EN mancante" when it has no
 * English title (docs/product.md#content-languages-and-urls); nothing for anyone else.
 */
export function OnlineCourseAdminActions({
  course,
  onRemoved,
}: {
  course: OnlineCourseCard
  onRemoved?: () => void
}) {
  const admin = useSession().user?.group === 'admin'
  return (
    <>
      {admin && !course.titles.en ? <MissingEnglishBadge /> : null}
      <AdminActions
        name={course.title}
        editHref={paths.admin.editOnlineCourse.getHref(course.titles.it)}
        remove={() => deleteOnlineCourse(course.titles.it)}
        invalidate={[onlineCoursesQueryOptions().queryKey]}
        onRemoved={onRemoved}
      />
    </>
  )
}
