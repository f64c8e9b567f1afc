import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

export const logout = (token: string) =>
  api.post(AuthPaths.logout, undefined, { schema: SuccessSchema, token })
