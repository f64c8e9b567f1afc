import { AuthPaths, CurrentGroupAnswerSchema } from '@aula/contract/auth'
import { request } from '#src/lib/api-client.ts'

/** The group of the signed-in person, asked with the session cookie. */
export async function getCurrentGroup(email: string) {
  const answer = await request('GET', AuthPaths.currentGroup(email), {
    schema: CurrentGroupAnswerSchema,
  })
  return answer.group
}
