import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProfileEndpoints } from '@aula/contract/profile'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/withdrawals/ with the session: the member's own requests. */
export const getWithdrawals = () => call(ProfileEndpoints.withdrawals)

export const withdrawalsQueryKey = (email: string) => ['profile', email, 'withdrawals'] as const

export const withdrawalsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: withdrawalsQueryKey(email),
    queryFn: async () => (await getWithdrawals()).withdrawals,
  })

export function useWithdrawals() {
  const { email } = useAccount()
  return useQuery(withdrawalsQueryOptions(email))
}
