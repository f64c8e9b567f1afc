import { CfAnswerSchema, ProfilePaths } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'

/** PUT /api/cf/ {CF, email}: the server checks the check character too ('Invalid CF'). */
export const updateCf = (token: string, email: string, CF: string) =>
  api.put(ProfilePaths.cf, { CF, email }, { schema: CfAnswerSchema, token })
