import { AuthCalls } from '@aula/contract/routes/auth'
import { call } from '#src/lib/api-client.ts'

/** Ends the session of the cookie on the server, which clears the cookie too. */
export const logout = () => call(AuthCalls.logout)
