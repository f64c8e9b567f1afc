import { LearningCalls } from '@aula/contract/routes/learning'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/**
 * GET /api/user/learning with the session: the member's video courses with how far they got
 * and where to pick each one up, and the in-person editions still to come.
 */
export const getLearning = () => call(LearningCalls.progress)

export const learningQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['profile', email, 'learning'],
    queryFn: getLearning,
    // Progress moves while the member watches: read it again each time the page opens.
    staleTime: 0,
  })

/** The member's video courses with their progress. */
export function useLearningCourses() {
  const { email } = useAccount()
  return useQuery({ ...learningQueryOptions(email), select: (answer) => answer.courses })
}

/** The in-person editions still to come, from the same answer. */
export function useUpcomingEditions() {
  const { email } = useAccount()
  return useQuery({ ...learningQueryOptions(email), select: (answer) => answer.upcoming })
}
