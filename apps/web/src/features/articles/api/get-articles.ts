import { ArticleCalls } from '@aula/contract/routes/articles'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleCard } from '@aula/contract/articles'
import type { Paging } from '@aula/contract/list-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'
import type { CatalogFilters } from '#src/lib/catalog-filters.ts'
import { listQuery, type ListQuery } from '#src/lib/list-query.ts'

/** Every article, newest first (the order of the map the API answers with). */
export async function getArticles() {
  const answer = await call(ArticleCalls.list)
  return Object.values(answer.articles)
}

/** Every query of the articles starts with this key: invalidating it refreshes them all. */
export const articlesQueryOptions = () =>
  queryOptions({ queryKey: ['articles'], queryFn: getArticles })

export interface ArticlePage extends Paging {
  articles: ArticleCard[]
}

/** One page of the articles the query keeps, as the list's cards show them. */
export async function getArticlePage(query: ListQuery): Promise<ArticlePage> {
  const { articles, ...paging } = await call(ArticleCalls.page, {
    query: { ...listQuery(query), fields: 'lean' },
  })
  return { articles: Object.values(articles), ...paging }
}

export const articlePageQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['articles', 'page', query],
    queryFn: () => getArticlePage(query),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  })

export const useArticlePage = (query: ListQuery) => useQuery(articlePageQueryOptions(query))

/** How many of the newest articles the home shows. */
export const LATEST_ARTICLES = 2

/** The home page's few articles: the newest. */
export const latestArticlesQueryOptions = (count: number, language: Language = 'it') =>
  articlePageQueryOptions({ page: 1, limit: count, ...langQuery(language) })

/** The page of /articoli its address asks for: the same query for its route and its list. */
export function catalogArticleQuery(filters: CatalogFilters, language: Language = 'it'): ListQuery {
  return {
    page: filters.page,
    ...langQuery(language),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  }
}
