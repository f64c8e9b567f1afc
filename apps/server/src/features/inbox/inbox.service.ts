import { ErrorMessages } from '@aula/contract/common'
import type { InboxAnswer, InboxKind, InboxPageAnswer } from '@aula/contract/admin'
import type { Db } from '#src/db/connect.ts'
import {
  countUnreadMessages,
  listContactMessagePage,
  listContactMessages,
  listInformationRequestPage,
  listInformationRequests,
  messageTable,
  setMessageRead,
} from '#src/features/contact/messages.service.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { pageWindow, pagingOf } from '#src/lib/list-page.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { toContactMessageDto, toInformationRequestDto } from './inbox.mapper.ts'

/*
 * The admin's inbox: what visitors sent through the contact form and the information
 * request, and marking a message read, an admin write with its audit row
 * (lib/admin-write.ts). The messages are contact's; they are read and marked through
 * contact's messages service.
 */

/** Both lists, newest first, and how many of each nobody has read yet. */
export async function inbox(db: Db): Promise<InboxAnswer> {
  const [contacts, requests] = await Promise.all([
    listContactMessages(db),
    listInformationRequests(db),
  ])
  return {
    contacts: contacts.map(toContactMessageDto),
    requests: requests.map(toInformationRequestDto),
    unread: {
      contacts: contacts.filter((r) => r.read_at === null).length,
      requests: requests.filter((r) => r.read_at === null).length,
    },
  }
}

/**
 * One page of one of the two lists, newest first (docs/product.md#paged-lists), with the
 * unread counts of both, as the whole inbox has them.
 */
export async function inboxPage(
  db: Db,
  query: { kind?: InboxKind | undefined; page?: number | undefined; limit?: number | undefined },
): Promise<InboxPageAnswer> {
  const window = pageWindow(query)
  const unread = countUnreadMessages(db)
  if (query.kind === 'request') {
    const { total, rows } = await listInformationRequestPage(db, window)
    return {
      kind: 'request',
      requests: rows.map(toInformationRequestDto),
      unread: await unread,
      ...pagingOf(window, total),
    }
  }
  const { total, rows } = await listContactMessagePage(db, window)
  return {
    kind: 'contact',
    contacts: rows.map(toContactMessageDto),
    unread: await unread,
    ...pagingOf(window, total),
  }
}

/** Marks one message read or unread; 404 when there is no such message. */
export function markMessage(
  deps: AdminWriteDeps,
  actor: { id: number },
  message: { kind: InboxKind; id: number; read: boolean },
): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: message,
    persist: async (trx, { kind, id, read }) => {
      if (!(await setMessageRead(trx, kind, id, read, now()))) {
        throw new HttpError(404, ErrorMessages.notFound)
      }
      return {
        result: undefined,
        audit: {
          action: read ? 'inbox.read' : 'inbox.unread',
          targetType: messageTable(kind),
          targetId: id,
        },
      }
    },
  })
}
