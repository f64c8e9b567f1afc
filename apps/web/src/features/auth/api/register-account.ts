import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import type { RegisterRequest } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

/** Creates the unverified account; the server mails the verification link. */
export const registerAccount = (input: RegisterRequest) =>
  call(AuthCalls.generateToken, { body: input })

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount })
