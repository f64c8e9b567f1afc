import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Ends on the server the session whose token it carries. */
export const forceLogout = (email: string, token: string) =>
  api.post(AuthPaths.forceLogout, { email }, { schema: SuccessSchema, token })
