import { CfAnswerSchema, ProfilePaths } from '@aula/contract/profile'
import { request } from '#src/lib/api-client.ts'

/** PUT /api/cf/ {CF, email}: the server checks the check character too ('Invalid CF'). */
export const updateCf = (email: string, CF: string) =>
  request('PUT', ProfilePaths.cf, { schema: CfAnswerSchema, body: { CF, email } })
