import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminPaths, InboxAnswerSchema } from '@aula/contract/admin'
import { request } from '#src/lib/api-client.ts'

/** GET /api/admin/inbox with the admin's session: contact messages and information requests. */
export const getInbox = () => request('GET', AdminPaths.inbox, { schema: InboxAnswerSchema })

export const inboxQueryKey = ['admin', 'inbox'] as const

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: inboxQueryKey, queryFn: () => getInbox() })

export const useInbox = () => useQuery(inboxQueryOptions())
