import { QueryClient } from '@tanstack/react-query'
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
