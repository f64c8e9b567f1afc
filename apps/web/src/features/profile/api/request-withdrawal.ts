import { ProfileCalls } from '@aula/contract/routes/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'
import { earningsQueryKey } from './get-earnings.ts'
import { profileQueryKey } from './get-profile.ts'
import { withdrawalsQueryKey } from './get-withdrawals.ts'

/** POST /api/withdraw {email}: asks for the whole available balance. */
export const requestWithdrawal = (email: string) => call(ProfileCalls.withdraw, { body: { email } })

/** On success the balances, the history and the list are read again: the money is now reserved. */
export function useRequestWithdrawal() {
  const { email } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => requestWithdrawal(email),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(email) }),
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey(email) }),
        queryClient.invalidateQueries({ queryKey: earningsQueryKey(email) }),
      ]),
  })
}
