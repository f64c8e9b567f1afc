import { AdminClientCalls } from '@aula/contract/routes/admin-clients'
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { CLIENTS_PAGE_SIZE, pageOf, type ClientsPage } from './client-pages.ts'

/** GET /get/withdrawals/?page&limit with the admin's session: one page, newest first. */
export const getClientWithdrawals = async (page: number) => {
  const answer = await call(AdminClientCalls.withdrawalsPage, {
    query: { page: String(page), limit: String(CLIENTS_PAGE_SIZE) },
  })
  // A server that does not page yet answers the whole list: then that is the only page.
  return pageOf(answer.withdrawals, answer, page)
}

export const clientWithdrawalsQueryKey = ['admin', 'clients', 'withdrawals'] as const

export type ClientWithdrawalPages = InfiniteData<
  ClientsPage<Awaited<ReturnType<typeof getClientWithdrawals>>['items'][number]>
>

export const clientWithdrawalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: clientWithdrawalsQueryKey,
    queryFn: ({ pageParam }) => getClientWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  })

/** The members' withdrawal requests, newest first, one page more at each "show more". */
export const useClientWithdrawals = () => useInfiniteQuery(clientWithdrawalsQueryOptions())
