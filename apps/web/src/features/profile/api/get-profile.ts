import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProfilePaths, UserProfileAnswerSchema } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'

/** GET /api/user/ with the session: the member's data, affiliate balances and states. */
export const getProfile = (token: string) =>
  api.get(ProfilePaths.user, { schema: UserProfileAnswerSchema, token })

export const profileQueryKey = (email: string) => ['profile', email, 'user'] as const

export const profileQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: profileQueryKey(email),
    queryFn: async () => (await getProfile(token)).user,
  })

export function useProfile() {
  const { token, email } = useAccount()
  return useQuery(profileQueryOptions(token, email))
}
