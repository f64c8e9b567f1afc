import { AuthPaths, CheckAnswerSchema } from '@aula/contract/auth'
import { api } from '#src/lib/api-client.ts'

/** Who the session cookie signs in, if anyone (401 otherwise). */
export const checkSession = () => api.get(AuthPaths.check, { schema: CheckAnswerSchema })
