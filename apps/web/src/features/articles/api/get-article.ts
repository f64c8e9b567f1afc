import { ArticleCalls } from '@aula/contract/routes/articles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'

/** One article by its title (spaces or hyphens, any case). */
export async function getArticle(title: string) {
  const answer = await call(ArticleCalls.one, { params: { title } })
  return answer.article
}

export const articleQueryOptions = (title: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', titleKey(title)],
    queryFn: () => getArticle(title),
  })

export const useArticle = (title: string) => useQuery(articleQueryOptions(title))
