import { useTranslation } from '#src/lib/i18n/react.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useQuery } from '@tanstack/react-query'
import {
  LATEST_ARTICLES,
  latestArticlesQueryOptions,
} from '#src/features/articles/api/get-articles.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'
import { ArticleCard } from './article-card.tsx'

/** The newest articles, for the home page. */
export function LatestArticles() {
  const { t } = useTranslation()
  // Only the few articles shown are asked for.
  const articles = useQuery(latestArticlesQueryOptions(LATEST_ARTICLES, useContentLanguage()))
  if (articles.data) {
    const latest = articles.data.articles
    if (latest.length === 0) return <EmptyState title={t('articles.none')} />
    return (
      <ul className="grid gap-6 md:grid-cols-2">
        {latest.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} heading="h3" />
          </li>
        ))}
      </ul>
    )
  }
  if (articles.isError) {
    return (
      <ErrorState
        error={articles.error}
        onRetry={() => void articles.refetch()}
        retrying={articles.isFetching}
      />
    )
  }
  return <LoadingCards count={LATEST_ARTICLES} />
}
