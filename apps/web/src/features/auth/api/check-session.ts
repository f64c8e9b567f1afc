import { AuthPaths, CheckAnswerSchema } from '@aula/contract/auth'
import { api } from '#src/lib/api-client.ts'

export const checkSession = (token: string) =>
  api.get(AuthPaths.check, { schema: CheckAnswerSchema, token })
