import { CheckoutCalls } from '@aula/contract/routes/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/onlinecourses with the session: the video courses the member bought. */
export const getPurchasedOnlineCourses = () => call(CheckoutCalls.userOnlineCourses)

export const purchasedOnlineCoursesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['profile', email, 'onlinecourses'],
    queryFn: async () => (await getPurchasedOnlineCourses()).courses,
  })

export function usePurchasedOnlineCourses() {
  const { email } = useAccount()
  return useQuery(purchasedOnlineCoursesQueryOptions(email))
}
