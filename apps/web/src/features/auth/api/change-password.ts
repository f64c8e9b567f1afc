import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Signed in by the session cookie. */
export const changePassword = (input: { oldPassword: string; newPassword: string }) =>
  api.put(AuthPaths.userPassword, input, { schema: SuccessSchema })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
