import { AuthCalls } from '@aula/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

export const verifyAccount = (token: string) => call(AuthCalls.register, { body: { token } })

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount })
