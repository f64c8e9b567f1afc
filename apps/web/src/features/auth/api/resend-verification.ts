import { useMutation } from '@tanstack/react-query'
import { AuthPaths, type ResendVerificationRequest } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Mails a fresh verification link to an account that is not verified yet. */
export const resendVerification = (input: ResendVerificationRequest) =>
  api.post(AuthPaths.resendVerification, input, { schema: SuccessSchema })

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
