import { EditionCalls } from '@aula/contract/routes/editions'
import { call } from '#src/lib/api-client.ts'

/** Takes a participant off an edition: their seat frees up for the waiting list. */
export const removeParticipant = (edition: number, seat: number) =>
  call(EditionCalls.removeParticipant, { params: { id: edition, seat } })
