import { EditionCalls } from '@aula/contract/routes/editions'
import { call } from '#src/lib/api-client.ts'

/** DELETE /api/admin/editions/{id}: refused (409) while it has paid participants. */
export const deleteEdition = (id: number) => call(EditionCalls.remove, { params: { id } })
