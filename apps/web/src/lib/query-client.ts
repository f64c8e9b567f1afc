import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only network trouble and 5xx deserve a retry.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Marks the lists an admin change touched as stale and fetches again those on screen, so
 * every list shows the change without a reload. Each write declares the lists it changes
 * (the routes pass them as `invalidate`) and ends with this.
 */
export function refreshLists(queryClient: QueryClient, lists: readonly QueryKey[]) {
  return Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
