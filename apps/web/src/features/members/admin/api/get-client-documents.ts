import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminClientPaths, AdminDocumentsAnswerSchema } from '@aula/contract/profile'
import { request } from '#src/lib/api-client.ts'

/** GET /api/documents/ with the admin's session: every identity document, pending first. */
export const getClientDocuments = () =>
  request('GET', AdminClientPaths.documents, { schema: AdminDocumentsAnswerSchema })

export const clientDocumentsQueryKey = ['admin', 'clients', 'documents'] as const

export const clientDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: clientDocumentsQueryKey,
    queryFn: async () => (await getClientDocuments()).documents,
  })

export const useClientDocuments = () => useQuery(clientDocumentsQueryOptions())
