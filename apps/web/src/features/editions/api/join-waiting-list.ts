import { EditionCalls } from '@aula/contract/routes/editions'
import { call } from '#src/lib/api-client.ts'

/** POST /api/editions/{id}/waiting-list: a seat that frees up is mailed to the next one. */
export const joinWaitingList = (id: number) => call(EditionCalls.join, { params: { id } })
