import { IbanAnswerSchema, ProfilePaths } from '@aula/contract/profile'
import { request } from '#src/lib/api-client.ts'

/** PUT /api/iban/ {iban, email}: the server checks the check digits too ('Invalid IBAN'). */
export const updateIban = (email: string, iban: string) =>
  request('PUT', ProfilePaths.iban, { schema: IbanAnswerSchema, body: { iban, email } })
