import { AuthPaths, LoginAnswerSchema, type LoginInput } from '@aula/contract/auth'
import { request } from '#src/lib/api-client.ts'

export const login = (input: LoginInput) =>
  request('POST', AuthPaths.login, { schema: LoginAnswerSchema, body: input })
