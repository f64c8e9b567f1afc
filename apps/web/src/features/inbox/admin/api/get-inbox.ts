import { InboxCalls } from '@aula/contract/routes/admin'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { InboxKind } from '@aula/contract/admin'
import { call } from '#src/lib/api-client.ts'
import { listQuery } from '#src/lib/list-query.ts'

/** Messages on one page of /pannello/messaggi. */
export const INBOX_PAGE_SIZE = 20

/** GET /api/admin/inbox with the admin's session: contact messages and information requests. */
export const getInbox = () => call(InboxCalls.list)

/** One page of one of the two lists, newest first, with both unread counts. */
export const getInboxPage = (kind: InboxKind, page: number, limit = INBOX_PAGE_SIZE) =>
  call(InboxCalls.page, { query: listQuery({ kind, page, limit }) })

/** Every read of the inbox starts with this key, so a change can reach them all. */
export const inboxQueryKey = ['admin', 'inbox'] as const

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: inboxQueryKey, queryFn: () => getInbox() })

export const useInbox = () => useQuery(inboxQueryOptions())

export const inboxPageQueryOptions = (kind: InboxKind, page: number) =>
  queryOptions({
    queryKey: [...inboxQueryKey, kind, page],
    queryFn: () => getInboxPage(kind, page),
    // The last answer stays while the next comes: its unread counts keep the tabs steady,
    // and its messages stay on screen, marked busy, when it is the same list.
    placeholderData: keepPreviousData,
  })

export const useInboxPage = (kind: InboxKind, page: number) =>
  useQuery(inboxPageQueryOptions(kind, page))

/** How many messages of each list are unread, read from a page of one: the panel's count. */
export const useUnreadMessages = () =>
  useQuery({
    queryKey: [...inboxQueryKey, 'unread'],
    queryFn: async () => (await getInboxPage('contact', 1, 1)).unread,
  })
