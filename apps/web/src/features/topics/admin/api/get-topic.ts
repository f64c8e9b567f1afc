import { TopicCalls } from '@aula/contract/routes/topics'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'

/** GET /api/topic/{id}: the category the edit form starts from, in `language`. */
export async function getTopic(id: number, language: Language = 'it') {
  const answer = await call(TopicCalls.one, { params: { id }, query: langQuery(language) })
  return answer.topic
}

/** Under ['topics'], so refreshing the public list refreshes this one too. */
export const topicQueryOptions = (id: number, language: Language = 'it') =>
  queryOptions({
    queryKey: ['topics', 'detail', id, language],
    queryFn: () => getTopic(id, language),
  })

export const useTopic = (id: number, language: Language = 'it') =>
  useQuery(topicQueryOptions(id, language))
