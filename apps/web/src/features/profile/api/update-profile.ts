import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ProfileEndpoints, type UpdateUser } from '@aula/contract/profile'
import { call } from '#src/lib/api-client.ts'
import { useAccount } from '../hooks/use-account.ts'
import { profileQueryKey } from './get-profile.ts'

/** PUT /api/user/ {name, phoneNumber, address}: the e-mail is never changed here. */
export const updateProfile = (body: UpdateUser) => call(ProfileEndpoints.updateProfile, { body })

export function useUpdateProfile() {
  const { email } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateUser) => updateProfile(body),
    // The answer is the profile as saved: shown at once, without asking again.
    onSuccess: (answer) => queryClient.setQueryData(profileQueryKey(email), answer.user),
  })
}
