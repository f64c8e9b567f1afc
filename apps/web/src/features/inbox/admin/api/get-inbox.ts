import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminPaths, InboxAnswerSchema } from '@aula/contract/admin'
import { api } from '#src/lib/api-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/** GET /api/admin/inbox with the admin's session: contact messages and information requests. */
export const getInbox = (sessionToken: string) =>
  api.get(AdminPaths.inbox, { schema: InboxAnswerSchema, token: sessionToken })

export const inboxQueryKey = ['admin', 'inbox'] as const

export const inboxQueryOptions = (sessionToken: string) =>
  queryOptions({ queryKey: inboxQueryKey, queryFn: () => getInbox(sessionToken) })

export const useInbox = () => useQuery(inboxQueryOptions(useSessionToken()))
