import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProfilePaths, WithdrawalsAnswerSchema } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/withdrawals/ with the session: the member's own requests. */
export const getWithdrawals = (token: string) =>
  api.get(ProfilePaths.withdrawals, { schema: WithdrawalsAnswerSchema, token })

export const withdrawalsQueryKey = (email: string) => ['profile', email, 'withdrawals'] as const

export const withdrawalsQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: withdrawalsQueryKey(email),
    queryFn: async () => (await getWithdrawals(token)).withdrawals,
  })

export function useWithdrawals() {
  const { token, email } = useAccount()
  return useQuery(withdrawalsQueryOptions(token, email))
}
