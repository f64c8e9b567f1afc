import { AuthPaths, LoginAnswerSchema, type LoginInput } from '@aula/contract/auth'
import { api } from '#src/lib/api-client.ts'

export const login = (input: LoginInput) =>
  api.post(AuthPaths.login, input, { schema: LoginAnswerSchema })
