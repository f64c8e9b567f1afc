import { AuthCalls } from '@aula/contract/routes/auth'
import type { LoginInput } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

export const login = (input: LoginInput) => call(AuthCalls.login, { body: input })
