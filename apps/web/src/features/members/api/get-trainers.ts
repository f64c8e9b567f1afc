import { queryOptions, useQuery } from '@tanstack/react-query'
import { MemberPaths, MembersAnswerSchema } from '@aula/contract/members'
import { request } from '#src/lib/api-client.ts'

/** The school's trainers (`members` on the wire), in the order they joined. */
export async function getTrainers() {
  const answer = await request('GET', MemberPaths.members, { schema: MembersAnswerSchema })
  return answer.members
}

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: ['trainers'], queryFn: getTrainers })

export const useTrainers = () => useQuery(trainersQueryOptions())
