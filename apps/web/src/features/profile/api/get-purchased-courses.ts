import { queryOptions, useQuery } from '@tanstack/react-query'
import { CheckoutPaths, UserCoursesAnswerSchema } from '@aula/contract/checkout'
import { api } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/courses with the session: the in-person courses the member bought. */
export const getPurchasedCourses = (token: string) =>
  api.get(CheckoutPaths.userCourses, { schema: UserCoursesAnswerSchema, token })

export const purchasedCoursesQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: ['profile', email, 'courses'],
    queryFn: async () => (await getPurchasedCourses(token)).courses,
  })

export function usePurchasedCourses() {
  const { token, email } = useAccount()
  return useQuery(purchasedCoursesQueryOptions(token, email))
}
