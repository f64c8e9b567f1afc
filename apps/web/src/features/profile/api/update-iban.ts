import { IbanAnswerSchema, ProfilePaths } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'

/** PUT /api/iban/ {iban, email}: the server checks the check digits too ('Invalid IBAN'). */
export const updateIban = (token: string, email: string, iban: string) =>
  api.put(ProfilePaths.iban, { iban, email }, { schema: IbanAnswerSchema, token })
