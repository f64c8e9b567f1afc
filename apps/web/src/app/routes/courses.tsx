import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { CourseCatalog } from '#src/features/courses/components/course-catalog.tsx'
import { useTopicTitles } from '#src/features/topics/api/get-topics.ts'
import { CourseEditionLines } from '#src/features/editions/components/course-edition-lines.tsx'
import { CourseAdminActions } from './course-admin-actions.tsx'

export function CoursesRoute() {
  const { t } = useTranslation()
  const categories = useTopicTitles()
  return (
    <ContentLayout title={t('pages.courses.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('courses.intro')}</p>
      <CourseCatalog
        categories={categories}
        actions={(course) => <CourseAdminActions course={course} />}
        details={(course) => <CourseEditionLines courseId={course.id} />}
      />
    </ContentLayout>
  )
}
