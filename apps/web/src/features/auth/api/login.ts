import { AuthEndpoints, type LoginInput } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

export const login = (input: LoginInput) => call(AuthEndpoints.login, { body: input })
