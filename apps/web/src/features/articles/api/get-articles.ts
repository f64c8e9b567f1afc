import { queryOptions, useQuery } from '@tanstack/react-query'
import { ArticlePaths, ArticlesAnswerSchema } from '@aula/contract/articles'
import { request } from '#src/lib/api-client.ts'

/** Every article, newest first (the order of the map the API answers with). */
export async function getArticles() {
  const answer = await request('GET', ArticlePaths.articles, { schema: ArticlesAnswerSchema })
  return Object.values(answer.articles)
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: ['articles'], queryFn: getArticles })

export const useArticles = () => useQuery(articlesQueryOptions())
