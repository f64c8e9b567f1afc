import { useMutation } from '@tanstack/react-query'
import { AuthPaths, type RegisterRequest } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Creates the unverified account; the server mails the verification link. */
export const registerAccount = (input: RegisterRequest) =>
  api.post(AuthPaths.generateToken, input, { schema: SuccessSchema })

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount })
