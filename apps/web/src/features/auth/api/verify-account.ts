import { useMutation } from '@tanstack/react-query'
import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

export const verifyAccount = (token: string) =>
  api.post(AuthPaths.register, { token }, { schema: SuccessSchema })

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount })
