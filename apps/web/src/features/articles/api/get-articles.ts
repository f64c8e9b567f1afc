import { queryOptions, useQuery } from '@tanstack/react-query'
import { ArticleEndpoints } from '@aula/contract/articles'
import { call } from '#src/lib/api-client.ts'

/** Every article, newest first (the order of the map the API answers with). */
export async function getArticles() {
  const answer = await call(ArticleEndpoints.list)
  return Object.values(answer.articles)
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: ['articles'], queryFn: getArticles })

export const useArticles = () => useQuery(articlesQueryOptions())
