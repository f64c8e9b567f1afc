import { TopicCalls } from '@aula/contract/routes/topics'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery, useContentLanguage } from '#src/lib/content-language.ts'

/** The categories, in the order they were created, in `language` (Italian by default). */
export const getTopics = (language: Language = 'it') =>
  call(TopicCalls.list, { query: langQuery(language) })

/** Every language's list under ['topics']: refreshing it refreshes them all. */
export const topicsQueryOptions = (language: Language = 'it') =>
  queryOptions({
    queryKey: language === 'it' ? ['topics'] : ['topics', language],
    queryFn: () => getTopics(language),
  })

/** The categories in the visitor's language. */
export const useTopics = (language?: Language) => {
  const reading = useContentLanguage()
  return useQuery(topicsQueryOptions(language ?? reading))
}

/** The category filters' choices; none while the topics load or if they fail. */
export function useTopicTitles(): string[] {
  const { data } = useTopics()
  return data?.map((topic) => topic.title) ?? []
}
