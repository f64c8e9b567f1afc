import { sql } from 'kysely'
import type { InboxKind } from '@aula/contract/admin'
import type { Db } from '#src/db/connect.ts'

/*
 * What visitors sent, as the admin's inbox reads it: contact messages and information
 * requests, and the moment each was first read. Both are read newest first.
 */

function contactQuery(db: Db) {
  return db
    .selectFrom('contact_message')
    .select([
      'id',
      'name',
      'email',
      'phone_number',
      'gender',
      'stato_lavorativo',
      'message',
      'read_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

function requestQuery(db: Db) {
  return db
    .selectFrom('information_request')
    .select([
      'id',
      'name',
      'surname',
      'email',
      'birth_date',
      'city',
      'phone_number',
      'interested_in',
      'objective',
      'spending',
      'message',
      'read_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

type Row<Q extends (db: Db) => { executeTakeFirstOrThrow: () => Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<Q>['executeTakeFirstOrThrow']>
>
export type ContactRow = Row<typeof contactQuery>
export type RequestRow = Row<typeof requestQuery>

/** Contact messages, newest first. */
export function listContactMessages(db: Db): Promise<ContactRow[]> {
  return contactQuery(db).execute()
}

/** Information requests, newest first. */
export function listInformationRequests(db: Db): Promise<RequestRow[]> {
  return requestQuery(db).execute()
}

interface Window {
  limit: number
  offset: number
}

type MessageTable = 'contact_message' | 'information_request'

const countOf = (db: Db, table: MessageTable) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()

/** A page of `table`'s rows and how many there are in all. */
async function pageOf<R>(db: Db, table: MessageTable, page: Promise<R[]>) {
  const [count, rows] = await Promise.all([countOf(db, table), page])
  return { total: Number(count.n), rows }
}

/** One page of the contact messages, newest first, and how many there are in all. */
export function listContactMessagePage(db: Db, { limit, offset }: Window) {
  return pageOf(db, 'contact_message', contactQuery(db).limit(limit).offset(offset).execute())
}

/** One page of the information requests, newest first, and how many there are in all. */
export function listInformationRequestPage(db: Db, { limit, offset }: Window) {
  return pageOf(db, 'information_request', requestQuery(db).limit(limit).offset(offset).execute())
}

/** How many contact messages and information requests nobody has read yet. */
export async function countUnreadMessages(db: Db) {
  const unread = (table: MessageTable) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow()
  const [contacts, requests] = await Promise.all([
    unread('contact_message'),
    unread('information_request'),
  ])
  return { contacts: Number(contacts.n), requests: Number(requests.n) }
}

const TABLES = { contact: 'contact_message', request: 'information_request' } as const

export function messageTable(kind: InboxKind) {
  return TABLES[kind]
}

/**
 * Marks one message read or unread; false when there is no such message. Marking a read
 * message read again keeps the moment it was first read.
 */
export async function setMessageRead(
  db: Db,
  kind: InboxKind,
  id: number,
  read: boolean,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ read_at: read ? sql<string>`coalesce(read_at, ${at})` : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
