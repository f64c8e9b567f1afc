import { ProfileCalls } from '@aula/contract/routes/profile'
import { call } from '#src/lib/api-client.ts'

/** {CF, email}: the server checks the check character too ('Invalid CF'). */
export const updateCf = (email: string, CF: string) =>
  call(ProfileCalls.cf, { body: { CF, email } })
