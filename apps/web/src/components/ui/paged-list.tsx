import { useRef, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { Paging } from '@aula/contract/list-query'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { Pagination, useFocusOnPageChange } from '#src/components/ui/pagination.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { pageHref } from '#src/lib/catalog-filters.ts'

/** How many pages a list has (at least one). */
export const pageCount = (paging: Paging) => Math.max(1, Math.ceil(paging.total / paging.pageSize))

/** The list's summary: how many items match, and the page shown when there are several. */
export function usePagedSummary(paging: Paging | undefined, countKey: string): string | null {
  const { t } = useTranslation()
  if (!paging) return null
  const count = t(countKey, { count: paging.total })
  const pages = pageCount(paging)
  return pages > 1 ? `${count} · ${t('pagination.summary', { page: paging.page, pages })}` : count
}

/**
 * One page of a catalogue: its cards, the numbered pages under them, and the loading, error
 * and empty states. Turning the page moves the focus to the list, which names its page.
 */
export function PagedList<T extends { id: number }>({
  query,
  items,
  page,
  renderItem,
  empty,
  notFound,
  showAll,
  filtered,
  onReset,
}: {
  query: UseQueryResult<Paging, unknown>
  items: readonly T[]
  /** The page the address asks for. */
  page: number
  /** `first` is true for the page's first item, whose picture is fetched first. */
  renderItem: (item: T, first: boolean) => ReactNode
  /** Said when the list has nothing at all, and when the filters keep nothing. */
  empty: string
  notFound: string
  showAll: string
  filtered: boolean
  onReset: () => void
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const list = useRef<HTMLUListElement>(null)
  useFocusOnPageChange(page, list)
  const data = query.data
  if (!data) {
    return query.isError ? (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <LoadingCards count={6} />
    )
  }
  const pages = pageCount(data)
  // A page past the end (an old link, a typed number): the list is there, the page is not.
  if (items.length === 0 && data.total > 0 && data.page > pages) {
    return (
      <EmptyState title={t('pagination.pastEnd', { pages })}>
        <Link to={pageHref(params, 1)} className={buttonClasses('secondary', 'sm')}>
          {t('pagination.first')}
        </Link>
      </EmptyState>
    )
  }
  if (items.length === 0) {
    return filtered || data.total > 0 ? (
      <EmptyState title={notFound}>
        <Button variant="secondary" size="sm" onClick={onReset}>
          {showAll}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={empty} />
    )
  }
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t('pagination.list', { page: data.page, pages })}
        aria-busy={query.isPlaceholderData}
        className="grid gap-6 outline-none sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index === 0)}</li>
        ))}
      </ul>
      <Pagination page={data.page} pages={pages} />
    </>
  )
}
