import { ProfileCalls } from '@aula/contract/routes/profile'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** Entries the earnings history shows at first and adds with each "show more". */
export const EARNINGS_PAGE_SIZE = 10

/**
 * GET /api/user/earnings with the session: the balances and one page of the history,
 * newest first; `before` is the previous page's `next`.
 */
export const getEarnings = (before?: number) =>
  call(ProfileCalls.earnings, {
    query: {
      limit: String(EARNINGS_PAGE_SIZE),
      before: before === undefined ? undefined : String(before),
    },
  })

export const earningsQueryKey = (email: string) => ['profile', email, 'earnings'] as const

export const earningsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: earningsQueryKey(email),
    queryFn: ({ pageParam }) => getEarnings(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  })

/** The member's earnings history, page by page (fetchNextPage adds the next one). */
export function useEarnings() {
  const { email } = useAccount()
  return useInfiniteQuery(earningsQueryOptions(email))
}
