import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminClientPaths, AdminWithdrawalsAnswerSchema } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/** GET /get/withdrawals/ with the admin's session: every request, newest first. */
export const getClientWithdrawals = (sessionToken: string) =>
  api.get(AdminClientPaths.withdrawals, {
    schema: AdminWithdrawalsAnswerSchema,
    token: sessionToken,
  })

export const clientWithdrawalsQueryKey = ['admin', 'clients', 'withdrawals'] as const

export const clientWithdrawalsQueryOptions = (sessionToken: string) =>
  queryOptions({
    queryKey: clientWithdrawalsQueryKey,
    queryFn: async () => (await getClientWithdrawals(sessionToken)).withdrawals,
  })

export const useClientWithdrawals = () => useQuery(clientWithdrawalsQueryOptions(useSessionToken()))
