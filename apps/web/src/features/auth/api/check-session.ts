import { AuthCalls } from '@aula/contract/routes/auth'
import { call } from '#src/lib/api-client.ts'

/** Who the session cookie signs in, if anyone (401 otherwise). */
export const checkSession = () => call(AuthCalls.check)
