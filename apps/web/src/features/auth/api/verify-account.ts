import { useMutation } from '@tanstack/react-query'
import { AuthEndpoints } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

export const verifyAccount = (token: string) => call(AuthEndpoints.register, { body: { token } })

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount })
