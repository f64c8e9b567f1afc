import { ProfileCalls } from '@aula/contract/routes/profile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/ with the session: the member's data, affiliate balances and states. */
export const getProfile = () => call(ProfileCalls.profile)

export const profileQueryKey = (email: string) => ['profile', email, 'user'] as const

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileQueryKey(email),
    queryFn: async () => (await getProfile()).user,
  })

export function useProfile() {
  const { email } = useAccount()
  return useQuery(profileQueryOptions(email))
}
