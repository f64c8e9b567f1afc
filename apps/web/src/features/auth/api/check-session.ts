import { AuthPaths, CheckAnswerSchema } from '@aula/contract/auth'
import { request } from '#src/lib/api-client.ts'

/** Who the session cookie signs in, if anyone (401 otherwise). */
export const checkSession = () => request('GET', AuthPaths.check, { schema: CheckAnswerSchema })
