import { AdminClientCalls } from '@aula/contract/routes/admin-clients'
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { CLIENTS_PAGE_SIZE, pageOf, type ClientsPage } from './client-pages.ts'

/** GET /api/documents/?page&limit with the admin's session: one page, pending ones first. */
export const getClientDocuments = async (page: number) => {
  const answer = await call(AdminClientCalls.documentsPage, {
    query: { page: String(page), limit: String(CLIENTS_PAGE_SIZE) },
  })
  // A server that does not page yet answers the whole list: then that is the only page.
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
