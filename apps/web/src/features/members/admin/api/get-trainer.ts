import { MemberCalls } from '@aula/contract/routes/members'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/member/{id}: the trainer the edit form starts from. */
export async function getTrainer(id: number) {
  const answer = await call(MemberCalls.one, { params: { id } })
  return answer.member
}

/** Under ['trainers'], so refreshing the public list refreshes this one too. */
export const trainerQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['trainers', 'detail', id], queryFn: () => getTrainer(id) })

export const useTrainer = (id: number) => useQuery(trainerQueryOptions(id))
