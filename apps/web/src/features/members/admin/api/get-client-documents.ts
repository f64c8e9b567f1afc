import { z } from 'zod/mini'
import {
  AdminClientEndpoints,
  AdminDocumentsAnswerSchema,
  AdminDocumentsPageAnswerSchema,
} from '@aula/contract/admin-clients'
import { endpoint } from '@aula/contract/endpoint'
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { CLIENTS_PAGE_SIZE, pageOf, type ClientsPage } from './client-pages.ts'

/**
 * The page's call, taking either answer: a server that does not page yet answers the whole
 * list, which is then the only page.
 */
const route = endpoint({
  ...AdminClientEndpoints.documentsPage,
  response: z.union([
    AdminDocumentsPageAnswerSchema,
    z.strictObject(AdminDocumentsAnswerSchema.shape),
  ]),
})

/** GET /api/documents/?page&limit with the admin's session: one page, pending ones first. */
export const getClientDocuments = async (page: number) => {
  const answer = await call(route, {
    query: { page: String(page), limit: String(CLIENTS_PAGE_SIZE) },
  })
  return pageOf(answer.documents, answer, page)
}

export const clientDocumentsQueryKey = ['admin', 'clients', 'documents'] as const

export type ClientDocumentPages = InfiniteData<
  ClientsPage<Awaited<ReturnType<typeof getClientDocuments>>['items'][number]>
>

export const clientDocumentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: clientDocumentsQueryKey,
    queryFn: ({ pageParam }) => getClientDocuments(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  })

/** The identity documents, pending ones first, one page more at each "show more". */
export const useClientDocuments = () => useInfiniteQuery(clientDocumentsQueryOptions())
