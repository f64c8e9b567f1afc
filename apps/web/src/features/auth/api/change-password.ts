import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/** Signed in by the session cookie. */
export const changePassword = (input: { oldPassword: string; newPassword: string }) =>
  request('PUT', AuthPaths.userPassword, { schema: SuccessSchema, body: input })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
