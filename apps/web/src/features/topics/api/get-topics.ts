import { queryOptions, useQuery } from '@tanstack/react-query'
import { TopicEndpoints } from '@aula/contract/topics'
import { call } from '#src/lib/api-client.ts'

/** The categories, in the order they were created. */
export const getTopics = () => call(TopicEndpoints.list)

export const topicsQueryOptions = () => queryOptions({ queryKey: ['topics'], queryFn: getTopics })

export const useTopics = () => useQuery(topicsQueryOptions())

/** The category filters' choices; none while the topics load or if they fail. */
export function useTopicTitles(): string[] {
  const { data } = useTopics()
  return data?.map((topic) => topic.title) ?? []
}
