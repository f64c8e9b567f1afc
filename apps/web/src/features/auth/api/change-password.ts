import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** Signed in by the session cookie. */
export const changePassword = (input: { oldPassword: string; newPassword: string }) =>
  call(AuthCalls.userPassword, { body: input })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
