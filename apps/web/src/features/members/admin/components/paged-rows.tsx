import { useRef, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { rowsOf, totalOf, type ClientsPage } from '../api/client-pages.ts'

type Pages<T> = InfiniteData<ClientsPage<T>>

/**
 * A client list read one page at a time (docs/product.md#paged-lists): a skeleton while the
 * first page comes, the reason and a retry if it fails, the empty state, then the rows read
 * so far and, under them, how many of how many are shown (read out as it changes) and
 * "show more" while another page follows. When the last page arrives the button goes, and
 * the focus moves to that count rather than to nowhere.
 */
export function PagedRows<T>({
  query,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<Pages<T>>
  empty: string
  children: (rows: T[], total: number) => ReactNode
}) {
  const { t } = useTranslation()
  const count = useRef<HTMLParagraphElement>(null)
  const data = query.data
  if (!data) {
    return query.isError ? (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <LoadingCards layout="list" count={2} />
    )
  }
  const rows = rowsOf(data)
  const total = Math.max(totalOf(data), rows.length)
  if (rows.length === 0) return <EmptyState title={empty} />
  const more = async () => {
    const next = await query.fetchNextPage()
    if (!next.isError && !next.hasNextPage) count.current?.focus()
  }
  return (
    <div className="flex flex-col gap-3">
      {children(rows, total)}
      <div className="flex flex-col items-start gap-3">
        <p
          ref={count}
          tabIndex={-1}
          aria-live="polite"
          className="text-sm text-charcoal-700 outline-none"
        >
          {t('adminClients.shown', { shown: rows.length, total })}
        </p>
        {query.isFetchNextPageError ? (
          <FormMessage tone="error">{t('adminClients.moreFailed')}</FormMessage>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            pending={query.isFetchingNextPage}
            onClick={() => void more()}
          >
            {t('adminClients.more')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
