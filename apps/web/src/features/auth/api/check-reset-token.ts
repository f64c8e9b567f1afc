import { useMutation } from '@tanstack/react-query'
import { AuthEndpoints } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

export const checkResetToken = (token: string) =>
  call(AuthEndpoints.checkResetToken, { params: { token } })

/** A mutation, not a query: the person asks for the check with a button. */
export const useCheckResetToken = () => useMutation({ mutationFn: checkResetToken })
