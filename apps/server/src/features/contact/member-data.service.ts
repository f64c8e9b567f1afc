import type { Db } from '#src/db/connect.ts'
import { deleteSentBy, listMessagesFrom, listRequestsFrom } from './member-data.repository.ts'

/*
 * What the privacy feature asks of the contact forms (docs/product.md#privacy): the messages
 * and information requests sent with a member's e-mail, for their data download, and their
 * erasure with the account. Reviews carry only a name, so they are not linked to anyone.
 */

export async function sentForExport(db: Db, email: string) {
  const address = email.trim().toLowerCase()
  const [messages, requests] = await Promise.all([
    listMessagesFrom(db, address),
    listRequestsFrom(db, address),
  ])
  return { contactMessages: messages, informationRequests: requests }
}

export function eraseSentBy(db: Db, email: string): Promise<void> {
  return deleteSentBy(db, email.trim().toLowerCase())
}
