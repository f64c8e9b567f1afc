import { AuthCalls } from '@aula/contract/routes/auth'
import { call } from '#src/lib/api-client.ts'

/**
 * Ends on the server the session it is sent with and clears its cookie: the cookie's, or
 * `token`'s when given (a token an older version of the app stored).
 */
export const forceLogout = (email: string, token?: string) =>
  call(AuthCalls.forceLogout, { body: { email }, bearer: token })
