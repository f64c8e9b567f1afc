import { queryOptions, useQuery } from '@tanstack/react-query'
import { ErrorSchema } from '@aula/contract/common'
import { ApiError, NetworkError } from '#src/lib/api-client.ts'

/**
 * GET one side of an identity document (its URL from the document's `fileurl`) with the
 * admin's session cookie. The file is private, so it is read as a blob and
 * shown through an object URL, never linked directly.
 */
export async function getDocumentFile(url: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(new URL(url, window.location.origin).toString(), {
      credentials: 'same-origin',
    })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) {
    const parsed = ErrorSchema.safeParse(await response.json().catch(() => null))
    throw new ApiError(response.status, parsed.success ? parsed.data.message : response.statusText)
  }
  return response.blob()
}

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
