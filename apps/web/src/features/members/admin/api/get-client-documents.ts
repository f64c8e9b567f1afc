import { AdminClientEndpoints } from '@aula/contract/admin-clients'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/documents/ with the admin's session: every identity document, pending first. */
export const getClientDocuments = () => call(AdminClientEndpoints.documents)

export const clientDocumentsQueryKey = ['admin', 'clients', 'documents'] as const

export const clientDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: clientDocumentsQueryKey,
    queryFn: async () => (await getClientDocuments()).documents,
  })

export const useClientDocuments = () => useQuery(clientDocumentsQueryOptions())
