import { AuthPaths, CurrentGroupAnswerSchema } from '@aula/contract/auth'
import { api } from '#src/lib/api-client.ts'

/** The group of the signed-in person, asked with the session cookie. */
export async function getCurrentGroup(email: string) {
  const answer = await api.get(AuthPaths.currentGroup(email), { schema: CurrentGroupAnswerSchema })
  return answer.group
}
