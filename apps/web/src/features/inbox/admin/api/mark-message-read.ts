import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type InboxAnswer, type InboxKind, InboxEndpoints } from '@aula/contract/admin'
import { call } from '#src/lib/api-client.ts'
import { inboxQueryKey } from './get-inbox.ts'

export interface MarkRead {
  kind: InboxKind
  id: number
  read: boolean
}

/** PUT /api/admin/inbox/read {kind, id, read} with the private token. */
export const markMessageRead = (change: MarkRead) => call(InboxEndpoints.markRead, { body: change })

/** The inbox as it is once one message is marked, counts included. */
export function withRead(inbox: InboxAnswer, { kind, id, read }: MarkRead): InboxAnswer {
  const list = kind === 'contact' ? 'contacts' : 'requests'
  const target = (inbox[list] as { id: number; read: boolean }[]).find((m) => m.id === id)
  if (!target || target.read === read) return inbox
  return {
    ...inbox,
    [list]: inbox[list].map((message) => (message.id === id ? { ...message, read } : message)),
    unread: { ...inbox.unread, [list]: inbox.unread[list] + (read ? -1 : 1) },
  }
}

/** Marks a message and updates the inbox on screen (and the panel's count) once it is done. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: MarkRead) => markMessageRead(change),
    onSuccess: (_answer, change) =>
      queryClient.setQueryData<InboxAnswer>(inboxQueryKey, (inbox) =>
        inbox ? withRead(inbox, change) : inbox,
      ),
  })
}
