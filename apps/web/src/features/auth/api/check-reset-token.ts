import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

export const checkResetToken = (token: string) =>
  request('GET', AuthPaths.checkResetToken(token), { schema: SuccessSchema })

/** A mutation, not a query: the person asks for the check with a button. */
export const useCheckResetToken = () => useMutation({ mutationFn: checkResetToken })
