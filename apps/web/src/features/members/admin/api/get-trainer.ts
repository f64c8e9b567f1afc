import { MemberCalls } from '@aula/contract/routes/members'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'

/** GET /api/member/{id}: the trainer the edit form starts from, in `language`. */
export async function getTrainer(id: number, language: Language = 'it') {
  const answer = await call(MemberCalls.one, { params: { id }, query: langQuery(language) })
  return answer.member
}

/** Under ['trainers'], so refreshing the public list refreshes this one too. */
export const trainerQueryOptions = (id: number, language: Language = 'it') =>
  queryOptions({
    queryKey: ['trainers', 'detail', id, language],
    queryFn: () => getTrainer(id, language),
  })

export const useTrainer = (id: number, language: Language = 'it') =>
  useQuery(trainerQueryOptions(id, language))
