import { AuthPaths } from '@aula/contract/auth'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Ends the session of the cookie on the server, which clears the cookie too. */
export const logout = () => api.post(AuthPaths.logout, undefined, { schema: SuccessSchema })
