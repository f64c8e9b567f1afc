import { EditionCalls } from '@aula/contract/routes/editions'
import { call } from '#src/lib/api-client.ts'

/** DELETE /api/editions/{id}/waiting-list. */
export const leaveWaitingList = (id: number) => call(EditionCalls.leave, { params: { id } })
