import { useNavigate, useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/values/common'
import { paths } from '#src/config/paths.ts'
import { LessonPlayer } from '#src/features/online-courses/components/lesson-player.tsx'
import { OnlineCourseDetail } from '#src/features/online-courses/components/online-course-detail.tsx'
import { CertificateDownload } from '#src/features/certificates/components/certificate-download.tsx'
import { OnlineCourseAdminActions } from './online-course-admin-actions.tsx'

/* A video course's page and its lessons, apart from the list's: they need the HTML cleaner. */

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
  return (
    <LessonPlayer
      key={title}
      title={slugToTitle(title)}
      whenComplete={(courseTitle) => <CertificateDownload onlineCourseTitle={courseTitle} />}
    />
  )
}
