import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { OnlineCourseCatalog } from '#src/features/online-courses/components/online-course-catalog.tsx'
import { useTopicTitles } from '#src/features/topics/api/get-topics.ts'
import { OnlineCourseAdminActions } from './online-course-admin-actions.tsx'

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
