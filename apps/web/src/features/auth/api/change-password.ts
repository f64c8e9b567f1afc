import { useMutation } from '@tanstack/react-query'
import { AuthEndpoints } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

/** Signed in by the session cookie. */
export const changePassword = (input: { oldPassword: string; newPassword: string }) =>
  call(AuthEndpoints.userPassword, { body: input })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
