import { TopicCalls } from '@aula/contract/routes/topics'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** The categories, in the order they were created. */
export const getTopics = () => call(TopicCalls.list)

export const topicsQueryOptions = () => queryOptions({ queryKey: ['topics'], queryFn: getTopics })

export const useTopics = () => useQuery(topicsQueryOptions())

/** The category filters' choices; none while the topics load or if they fail. */
export function useTopicTitles(): string[] {
  const { data } = useTopics()
  return data?.map((topic) => topic.title) ?? []
}
