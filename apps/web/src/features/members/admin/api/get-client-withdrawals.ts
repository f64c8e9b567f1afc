import { z } from 'zod/mini'
import {
  AdminClientEndpoints,
  AdminWithdrawalsAnswerSchema,
  AdminWithdrawalsPageAnswerSchema,
} from '@aula/contract/admin-clients'
import { endpoint } from '@aula/contract/endpoint'
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { CLIENTS_PAGE_SIZE, pageOf, type ClientsPage } from './client-pages.ts'

/**
 * The page's call, taking either answer: a server that does not page yet answers the whole
 * list, which is then the only page.
 */
const route = endpoint({
  ...AdminClientEndpoints.withdrawalsPage,
  response: z.union([
    AdminWithdrawalsPageAnswerSchema,
    z.strictObject(AdminWithdrawalsAnswerSchema.shape),
  ]),
})

/** GET /get/withdrawals/?page&limit with the admin's session: one page, newest first. */
export const getClientWithdrawals = async (page: number) => {
  const answer = await call(route, {
    query: { page: String(page), limit: String(CLIENTS_PAGE_SIZE) },
  })
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
