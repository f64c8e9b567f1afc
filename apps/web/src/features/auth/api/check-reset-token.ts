import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

export const checkResetToken = (token: string) =>
  call(AuthCalls.checkResetToken, { params: { token } })

/** A mutation, not a query: the person asks for the check with a button. */
export const useCheckResetToken = () => useMutation({ mutationFn: checkResetToken })
