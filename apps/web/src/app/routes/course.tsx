import { useNavigate, useParams } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { CourseDetail } from '#src/features/courses/components/course-detail.tsx'
import { DemoCourse } from '#src/features/courses/components/demo-course.tsx'
import { CourseAdminActions } from './course-admin-actions.tsx'

/* A course's page, apart from the list's: its description needs the HTML cleaner. */

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
