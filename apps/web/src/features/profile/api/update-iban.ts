import { ProfileCalls } from '@aula/contract/routes/profile'
import { call } from '#src/lib/api-client.ts'

/** {iban, email}: the server checks the check digits too ('Invalid IBAN'). */
export const updateIban = (email: string, iban: string) =>
  call(ProfileCalls.iban, { body: { iban, email } })
