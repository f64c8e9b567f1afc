import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { request } from '#src/lib/api-client.ts'

/** Ends the session of the cookie on the server, which clears the cookie too. */
export const logout = () =>
  request('POST', AuthPaths.logout, { schema: SuccessSchema, body: undefined })
