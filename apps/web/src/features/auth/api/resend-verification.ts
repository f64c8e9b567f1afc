import { useMutation } from '@tanstack/react-query'
import { AuthPaths, type ResendVerificationRequest } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/** Mails a fresh verification link to an account that is not verified yet. */
export const resendVerification = (input: ResendVerificationRequest) =>
  request('POST', AuthPaths.resendVerification, { schema: SuccessSchema, body: input })

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
