import { useMutation } from '@tanstack/react-query'
import { AuthPaths, type RegisterRequest } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/** Creates the unverified account; the server mails the verification link. */
export const registerAccount = (input: RegisterRequest) =>
  request('POST', AuthPaths.generateToken, { schema: SuccessSchema, body: input })

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount })
