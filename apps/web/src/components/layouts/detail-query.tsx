import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { DetailLayout } from './detail-layout.tsx'

/**
 * A detail page read from one query: the item once it is there, a clear "not found" with
 * a way back to the list on 404, otherwise the loading shapes or the error with a retry.
 */
export function DetailQuery<T>({
  query,
  title,
  eyebrow,
  back,
  notFound,
  children,
}: {
  query: UseQueryResult<T>
  /** Shown while loading or on an error: the title the address carries. */
  title: string
  eyebrow: string
  back: { to: string; label: string }
  notFound: { title: string; text: string; browse: string }
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return children(query.data)
  if (isApiError(query.error, 404)) {
    return (
      <DetailLayout title={notFound.title} back={back}>
        <EmptyState title={notFound.text}>
          <Link to={back.to} className={buttonClasses('primary', 'md')}>
            {notFound.browse}
          </Link>
        </EmptyState>
      </DetailLayout>
    )
  }
  return (
    <DetailLayout title={title} eyebrow={eyebrow} back={back}>
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadingCards layout="detail" />
      )}
    </DetailLayout>
  )
}
