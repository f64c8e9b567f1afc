import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/**
 * Ends on the server the session it is sent with and clears its cookie: the cookie's, or
 * `token`'s when given (a token an older version of the app stored).
 */
export const forceLogout = (email: string, token?: string) =>
  request('POST', AuthPaths.forceLogout, { schema: SuccessSchema, body: { email }, bearer: token })
