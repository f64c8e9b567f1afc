import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'

/** A skeleton while a list comes, the reason and a retry if it fails, then the list. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <LoadingCards layout="list" count={2} />
}
