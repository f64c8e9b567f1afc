import type { InfiniteData } from '@tanstack/react-query'

/** Rows the admin's client lists show at first and add with each "show more". */
export const CLIENTS_PAGE_SIZE = 20

/** One page of a client list, whatever the server answered: a page, or the whole list. */
export interface ClientsPage<T> {
  items: T[]
  page: number
  total: number
  hasMore: boolean
}

/**
 * The page read from an answer. A server that answers the whole list (without paging facts)
 * gave every row at once: that is the only page.
 */
export function pageOf<T>(items: T[], answer: object, page: number): ClientsPage<T> {
  if (!('total' in answer && 'hasMore' in answer)) {
    return { items, page: 1, total: items.length, hasMore: false }
  }
  const paging = answer as { page?: number; total: number; hasMore: boolean }
  return { items, page: paging.page ?? page, total: paging.total, hasMore: paging.hasMore }
}

/** Every row loaded so far, pages in order. */
export const rowsOf = <T>(data: InfiniteData<ClientsPage<T>>) =>
  data.pages.flatMap((page) => page.items)

/** The list's total, as the last page read says. */
export const totalOf = <T>(data: InfiniteData<ClientsPage<T>>) => data.pages.at(-1)?.total ?? 0

/** The same pages with `change` applied to each row (a decision shown in place). */
export function mapRows<T>(
  data: InfiniteData<ClientsPage<T>> | undefined,
  change: (row: T) => T,
): InfiniteData<ClientsPage<T>> | undefined {
  if (!data) return data
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) }
}
