import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminClientPaths, AdminDocumentsAnswerSchema } from '@aula/contract/profile'
import { api } from '#src/lib/api-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/** GET /api/documents/ with the admin's session: every identity document, pending first. */
export const getClientDocuments = (sessionToken: string) =>
  api.get(AdminClientPaths.documents, { schema: AdminDocumentsAnswerSchema, token: sessionToken })

export const clientDocumentsQueryKey = ['admin', 'clients', 'documents'] as const

export const clientDocumentsQueryOptions = (sessionToken: string) =>
  queryOptions({
    queryKey: clientDocumentsQueryKey,
    queryFn: async () => (await getClientDocuments(sessionToken)).documents,
  })

export const useClientDocuments = () => useQuery(clientDocumentsQueryOptions(useSessionToken()))
