import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import type { ResendVerificationRequest } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

/** Mails a fresh verification link to an account that is not verified yet. */
export const resendVerification = (input: ResendVerificationRequest) =>
  call(AuthCalls.resendVerification, { body: input })

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
