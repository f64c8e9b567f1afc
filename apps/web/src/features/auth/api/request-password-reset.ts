import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import type { Language } from '@aula/contract/common'
import { call } from '#src/lib/api-client.ts'

/** Mails a reset link when the account exists; the answer never says whether it does. */
export const requestPasswordReset = (input: { email: string; language: Language }) =>
  call(AuthCalls.resetPassword, { body: input })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
