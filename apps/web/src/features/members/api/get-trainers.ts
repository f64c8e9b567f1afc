import { MemberCalls } from '@aula/contract/routes/members'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** The school's trainers (`members` on the wire), in the order they joined. */
export async function getTrainers() {
  const answer = await call(MemberCalls.list)
  return answer.members
}

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: ['trainers'], queryFn: getTrainers })

export const useTrainers = () => useQuery(trainersQueryOptions())
