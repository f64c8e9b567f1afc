import { queryOptions, useQuery } from '@tanstack/react-query'
import { MemberAnswerSchema, MemberPaths } from '@aula/contract/members'
import { request } from '#src/lib/api-client.ts'

/** GET /api/member/{id}: the trainer the edit form starts from. */
export async function getTrainer(id: number) {
  const answer = await request('GET', MemberPaths.member(id), { schema: MemberAnswerSchema })
  return answer.member
}

/** Under ['trainers'], so refreshing the public list refreshes this one too. */
export const trainerQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['trainers', 'detail', id], queryFn: () => getTrainer(id) })

export const useTrainer = (id: number) => useQuery(trainerQueryOptions(id))
