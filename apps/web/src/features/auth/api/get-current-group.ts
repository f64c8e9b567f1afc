import { AuthPaths, CurrentGroupAnswerSchema } from '@aula/contract/auth'
import { api } from '#src/lib/api-client.ts'

export async function getCurrentGroup(email: string, token: string) {
  const answer = await api.get(AuthPaths.currentGroup(email), {
    schema: CurrentGroupAnswerSchema,
    token,
  })
  return answer.group
}
