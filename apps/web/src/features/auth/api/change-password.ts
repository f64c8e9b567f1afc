import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

export const changePassword = (input: {
  oldPassword: string
  newPassword: string
  token: string
}) =>
  api.put(
    AuthPaths.userPassword,
    { oldPassword: input.oldPassword, newPassword: input.newPassword },
    { schema: SuccessSchema, token: input.token },
  )

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
