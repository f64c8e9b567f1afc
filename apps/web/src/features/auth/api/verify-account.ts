import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

export const verifyAccount = (token: string) =>
  request('POST', AuthPaths.register, { schema: SuccessSchema, body: { token } })

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount })
