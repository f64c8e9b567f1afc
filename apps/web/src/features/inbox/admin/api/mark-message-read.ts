import { InboxCalls } from '@aula/contract/routes/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxAnswer, InboxKind, InboxPageAnswer } from '@aula/contract/admin'
import { call } from '#src/lib/api-client.ts'
import { inboxQueryKey } from './get-inbox.ts'

export interface MarkRead {
  kind: InboxKind
  id: number
  read: boolean
}

/** The whole inbox, a page of it, or the unread counts alone: what the screens keep. */
type InboxRead = InboxAnswer | InboxPageAnswer | InboxAnswer['unread']

/** PUT /api/admin/inbox/read {kind, id, read} with the private token. */
export const markMessageRead = (change: MarkRead) => call(InboxCalls.markRead, { body: change })

const listKey = (kind: InboxKind) => (kind === 'contact' ? 'contacts' : 'requests')

/** Whether `inbox` holds the message with another read state than `change` asks. */
function changes(inbox: InboxRead | undefined, { kind, id, read }: MarkRead): boolean {
  const list = inbox && listKey(kind) in inbox ? (inbox as InboxAnswer)[listKey(kind)] : undefined
  return Boolean(list?.some((message) => message.id === id && message.read !== read))
}

/**
 * An inbox read as it is once one message is marked: the message, where it is shown, and
 * the unread counts, everywhere, when the mark changed anything (`changed`).
 */
export function withRead<T extends InboxRead>(inbox: T, change: MarkRead, changed: boolean): T {
  if (!changed) return inbox
  const list = listKey(change.kind)
  const step = change.read ? -1 : 1
  if (!('unread' in inbox)) {
    const counts: InboxAnswer['unread'] = inbox
    return { ...inbox, [list]: counts[list] + step }
  }
  const messages: { id: number; read: boolean }[] | undefined = inbox[list]
  return {
    ...inbox,
    ...(messages && {
      [list]: messages.map((message) =>
        message.id === change.id ? { ...message, read: change.read } : message,
      ),
    }),
    unread: { ...inbox.unread, [list]: inbox.unread[list] + step },
  }
}

/**
 * Marks a message and updates every inbox read on screen or kept (the page shown, the other
 * list's pages and the panel's count) once it is done.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: MarkRead) => markMessageRead(change),
    onSuccess: (_answer, change) => {
      const kept = queryClient.getQueriesData<InboxRead>({ queryKey: inboxQueryKey })
      const changed = kept.some(([, inbox]) => changes(inbox, change))
      queryClient.setQueriesData<InboxRead>({ queryKey: inboxQueryKey }, (inbox) =>
        inbox ? withRead(inbox, change, changed) : inbox,
      )
    },
  })
}
