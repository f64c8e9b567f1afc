import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ProfilePaths, UpdateUserAnswerSchema, type UpdateUser } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'
import { profileQueryKey } from './get-profile.ts'

/** PUT /api/user/ {name, phoneNumber, address}: the e-mail is never changed here. */
export const updateProfile = (token: string, body: UpdateUser) =>
  api.put(ProfilePaths.user, body, { schema: UpdateUserAnswerSchema, token })

export function useUpdateProfile() {
  const { token, email } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateUser) => updateProfile(token, body),
    // The answer is the profile as saved: shown at once, without asking again.
    onSuccess: (answer) => queryClient.setQueryData(profileQueryKey(email), answer.user),
  })
}
