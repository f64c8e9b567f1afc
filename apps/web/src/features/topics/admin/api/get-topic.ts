import { TopicCalls } from '@aula/contract/routes/topics'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/topic/{id}: the category the edit form starts from. */
export async function getTopic(id: number) {
  const answer = await call(TopicCalls.one, { params: { id } })
  return answer.topic
}

/** Under ['topics'], so refreshing the public list refreshes this one too. */
export const topicQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['topics', 'detail', id], queryFn: () => getTopic(id) })

export const useTopic = (id: number) => useQuery(topicQueryOptions(id))
