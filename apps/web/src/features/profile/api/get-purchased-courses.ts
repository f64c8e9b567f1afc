import { CheckoutCalls } from '@aula/contract/routes/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/courses with the session: the in-person courses the member bought. */
export const getPurchasedCourses = () => call(CheckoutCalls.userCourses)

export const purchasedCoursesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['profile', email, 'courses'],
    queryFn: async () => (await getPurchasedCourses()).courses,
  })

export function usePurchasedCourses() {
  const { email } = useAccount()
  return useQuery(purchasedCoursesQueryOptions(email))
}
