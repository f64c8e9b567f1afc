import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

export const resetPassword = (input: { token: string; password: string }) =>
  call(AuthCalls.reset, { body: input })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
