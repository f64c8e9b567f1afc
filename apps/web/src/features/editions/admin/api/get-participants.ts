import { EditionCalls } from '@aula/contract/routes/editions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/admin/editions/{id}/participants: participants and waiting list of an edition. */
export const participantsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'edition-participants', id] as const,
    queryFn: ({ signal }) => call(EditionCalls.participants, { params: { id }, signal }),
  })

export const useParticipants = (id: number) => useQuery(participantsQueryOptions(id))
