import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/common'
import { ArticleEndpoints } from '@aula/contract/articles'
import { call } from '#src/lib/api-client.ts'

/** One article by its title (spaces or hyphens, any case). */
export async function getArticle(title: string) {
  const answer = await call(ArticleEndpoints.one, { params: { title } })
  return answer.article
}

export const articleQueryOptions = (title: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', titleKey(title)],
    queryFn: () => getArticle(title),
  })

export const useArticle = (title: string) => useQuery(articleQueryOptions(title))
