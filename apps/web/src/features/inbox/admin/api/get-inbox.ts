import { queryOptions, useQuery } from '@tanstack/react-query'
import { InboxEndpoints } from '@aula/contract/admin'
import { call } from '#src/lib/api-client.ts'

/** GET /api/admin/inbox with the admin's session: contact messages and information requests. */
export const getInbox = () => call(InboxEndpoints.list)

export const inboxQueryKey = ['admin', 'inbox'] as const

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: inboxQueryKey, queryFn: () => getInbox() })

export const useInbox = () => useQuery(inboxQueryOptions())
