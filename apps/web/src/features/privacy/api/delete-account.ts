import { PrivacyCalls } from '@aula/contract/routes/privacy'
import { call } from '#src/lib/api-client.ts'

/** POST /api/user/privacy/delete-account {password}: the account is deleted and signed out. */
export const deleteAccount = (password: string) =>
  call(PrivacyCalls.deleteAccount, { body: { password } })
