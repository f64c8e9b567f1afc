import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminClientPaths, AdminWithdrawalsAnswerSchema } from '@aula/contract/profile'
import { request } from '#src/lib/api-client.ts'

/** GET /get/withdrawals/ with the admin's session: every request, newest first. */
export const getClientWithdrawals = () =>
  request('GET', AdminClientPaths.withdrawals, { schema: AdminWithdrawalsAnswerSchema })

export const clientWithdrawalsQueryKey = ['admin', 'clients', 'withdrawals'] as const

export const clientWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: clientWithdrawalsQueryKey,
    queryFn: async () => (await getClientWithdrawals()).withdrawals,
  })

export const useClientWithdrawals = () => useQuery(clientWithdrawalsQueryOptions())
