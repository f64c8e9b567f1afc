import { queryOptions, useQuery } from '@tanstack/react-query'
import { CheckoutPaths, UserOnlineCoursesAnswerSchema } from '@aula/contract/checkout'
import { api } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/onlinecourses with the session: the video courses the member bought. */
export const getPurchasedOnlineCourses = (token: string) =>
  api.get(CheckoutPaths.userOnlineCourses, { schema: UserOnlineCoursesAnswerSchema, token })

export const purchasedOnlineCoursesQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: ['profile', email, 'onlinecourses'],
    queryFn: async () => (await getPurchasedOnlineCourses(token)).courses,
  })

export function usePurchasedOnlineCourses() {
  const { token, email } = useAccount()
  return useQuery(purchasedOnlineCoursesQueryOptions(token, email))
}
