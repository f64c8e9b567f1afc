import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

export const resetPassword = (input: { token: string; password: string }) =>
  api.put(AuthPaths.reset, input, { schema: SuccessSchema })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
