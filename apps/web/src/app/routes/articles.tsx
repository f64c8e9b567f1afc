import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/common'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { articleQueryOptions } from '#src/features/articles/api/get-article.ts'
import {
  articlePageQueryOptions,
  catalogArticleQuery,
} from '#src/features/articles/api/get-articles.ts'
import { catalogFiltersOfUrl } from '#src/lib/catalog-filters.ts'
import { ArticleCatalog } from '#src/features/articles/components/article-catalog.tsx'
import { ArticleView } from '#src/features/articles/components/article-view.tsx'
import { DemoArticle } from '#src/features/articles/components/demo-article.tsx'
import { topicsQueryOptions, useTopicTitles } from '#src/features/topics/api/get-topics.ts'
import type { RouteLoadArgs, RouteQuery } from '../route-data.ts'

/** The page of the articles its address asks for, and the category filter. */
export const articlesQueries = ({ request }: RouteLoadArgs): RouteQuery[] => [
  articlePageQueryOptions(catalogArticleQuery(catalogFiltersOfUrl(request.url))),
  topicsQueryOptions(),
]

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

/** The article the address names. */
export const articleQueries = ({ params }: RouteLoadArgs): RouteQuery[] => [
  articleQueryOptions(slugToTitle(params.title ?? '')),
]

export function ArticleRoute() {
  const { title = '' } = useParams()
  return <ArticleView key={title} slug={title} />
}

export function DemoArticleRoute() {
  return <DemoArticle />
}
