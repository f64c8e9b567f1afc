import { useMutation } from '@tanstack/react-query'
import { AuthEndpoints } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

export const resetPassword = (input: { token: string; password: string }) =>
  call(AuthEndpoints.reset, { body: input })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
