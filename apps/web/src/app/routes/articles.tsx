import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { ArticleCatalog } from '#src/features/articles/components/article-catalog.tsx'
import { useTopicTitles } from '#src/features/topics/api/get-topics.ts'

export function ArticlesRoute() {
  const { t } = useTranslation()
  const categories = useTopicTitles()
  return (
    <ContentLayout title={t('pages.articles.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('articles.intro')}</p>
      <ArticleCatalog categories={categories} />
    </ContentLayout>
  )
}
