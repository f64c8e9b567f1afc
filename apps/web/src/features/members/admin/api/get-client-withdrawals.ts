import { AdminClientEndpoints } from '@aula/contract/admin-clients'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /get/withdrawals/ with the admin's session: every request, newest first. */
export const getClientWithdrawals = () => call(AdminClientEndpoints.withdrawals)

export const clientWithdrawalsQueryKey = ['admin', 'clients', 'withdrawals'] as const

export const clientWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: clientWithdrawalsQueryKey,
    queryFn: async () => (await getClientWithdrawals()).withdrawals,
  })

export const useClientWithdrawals = () => useQuery(clientWithdrawalsQueryOptions())
