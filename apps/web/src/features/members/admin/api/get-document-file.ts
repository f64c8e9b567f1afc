import { queryOptions, useQuery } from '@tanstack/react-query'
import { download } from '#src/lib/api-client.ts'

/**
 * GET one side of an identity document (its URL from the document's `fileurl`) with the
 * admin's session cookie. The file is private, so it is read as a blob and
 * shown through an object URL, never linked directly.
 */
export const getDocumentFile = (url: string): Promise<Blob> => download(url)

export const documentFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'clients', 'document-file', url],
    queryFn: () => getDocumentFile(url),
    // Identity documents are not kept in memory once the viewer is closed.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  })

export const useDocumentFile = (url: string) => useQuery(documentFileQueryOptions(url))
