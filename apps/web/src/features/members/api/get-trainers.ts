import { MemberCalls } from '@aula/contract/routes/members'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery, useContentLanguage } from '#src/lib/content-language.ts'

/** The school's trainers (`members` on the wire), in the order they joined, in `language`. */
export async function getTrainers(language: Language = 'it') {
  const answer = await call(MemberCalls.list, { query: langQuery(language) })
  return answer.members
}

/** Every language's list under ['trainers']: refreshing it refreshes them all. */
export const trainersQueryOptions = (language: Language = 'it') =>
  queryOptions({
    queryKey: language === 'it' ? ['trainers'] : ['trainers', language],
    queryFn: () => getTrainers(language),
  })

/** The trainers in `language`, by default the visitor's. */
export const useTrainers = (language?: Language) => {
  const reading = useContentLanguage()
  return useQuery(trainersQueryOptions(language ?? reading))
}
