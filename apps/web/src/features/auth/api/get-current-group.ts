import { AuthEndpoints } from '@aula/contract/auth'
import { call } from '#src/lib/api-client.ts'

/** The group of the signed-in person, asked with the session cookie. */
export async function getCurrentGroup(email: string) {
  const answer = await call(AuthEndpoints.currentGroup, { params: { email } })
  return answer.group
}
