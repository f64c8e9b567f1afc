import { ArticleCalls } from '@aula/contract/routes/articles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey, type Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'

/** One article by its Italian or English title (spaces or hyphens, any case), in `language`. */
export async function getArticle(title: string, language: Language = 'it') {
  const answer = await call(ArticleCalls.one, { params: { title }, query: langQuery(language) })
  return answer.article
}

/** Keyed by title, then language: removing the title's key drops both languages. */
export const articleQueryOptions = (title: string, language: Language = 'it') =>
  queryOptions({
    queryKey: ['articles', 'detail', titleKey(title), language],
    queryFn: () => getArticle(title, language),
  })

export const useArticle = (title: string, language: Language = 'it') =>
  useQuery(articleQueryOptions(title, language))
