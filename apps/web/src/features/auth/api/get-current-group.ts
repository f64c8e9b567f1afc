import { AuthCalls } from '@aula/contract/routes/auth'
import { call } from '#src/lib/api-client.ts'

/** The group of the signed-in person, asked with the session cookie. */
export async function getCurrentGroup(email: string) {
  const answer = await call(AuthCalls.currentGroup, { params: { email } })
  return answer.group
}
