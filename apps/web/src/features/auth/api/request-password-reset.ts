import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema, type Language } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/** Mails a reset link when the account exists; the answer never says whether it does. */
export const requestPasswordReset = (input: { email: string; language: Language }) =>
  request('POST', AuthPaths.resetPassword, { schema: SuccessSchema, body: input })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
