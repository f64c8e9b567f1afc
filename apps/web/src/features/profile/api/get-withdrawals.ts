import { ProfileCalls } from '@aula/contract/routes/profile'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** Requests the list shows at first and adds with each "show more". */
export const WITHDRAWALS_PAGE_SIZE = 10

/** GET /api/withdrawals/?page&limit with the session: one page of the member's requests. */
export const getWithdrawals = (page: number) =>
  call(ProfileCalls.withdrawals, {
    query: { page: String(page), limit: String(WITHDRAWALS_PAGE_SIZE) },
  })

export const withdrawalsQueryKey = (email: string) => ['profile', email, 'withdrawals'] as const

export const withdrawalsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: withdrawalsQueryKey(email),
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.hasMore ? page + 1 : undefined),
  })

/** The member's requests, newest first, page by page. */
export function useWithdrawals() {
  const { email } = useAccount()
  return useInfiniteQuery(withdrawalsQueryOptions(email))
}
