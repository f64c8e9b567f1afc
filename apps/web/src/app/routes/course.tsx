import { useNavigate, useParams } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { CourseDetail } from '#src/features/courses/components/course-detail.tsx'
import { DemoCourse } from '#src/features/courses/components/demo-course.tsx'
import { CourseEditions } from '#src/features/editions/components/course-editions.tsx'
import { CourseAdminActions } from './course-admin-actions.tsx'

/* A course's page, apart from the list's: its description needs the HTML cleaner. */

/** The checkout of one edition of a course (docs/product.md#editions). */
const editionCheckoutHref = (title: string, edition: number) =>
  `${paths.checkout.getHref('course', title)}?${new URLSearchParams({ edizione: String(edition) }).toString()}`

export function CourseRoute() {
  const { title = '' } = useParams()
  const navigate = useNavigate()
  return (
    <CourseDetail
      key={title}
      slug={title}
      editions={(course, buyArea) => (
        <CourseEditions
          course={course}
          buyArea={buyArea}
          checkoutHref={(edition) => editionCheckoutHref(course.title, edition)}
        />
      )}
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
