import { EditionCalls } from '@aula/contract/routes/editions'
import { call } from '#src/lib/api-client.ts'

/** Marks a participant (their seat) present or not. */
export const setPresence = (edition: number, seat: number, present: boolean) =>
  call(EditionCalls.presence, { params: { id: edition, seat }, body: { present } })
