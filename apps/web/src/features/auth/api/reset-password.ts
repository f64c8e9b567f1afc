import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

export const resetPassword = (input: { token: string; password: string }) =>
  request('PUT', AuthPaths.reset, { schema: SuccessSchema, body: input })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
