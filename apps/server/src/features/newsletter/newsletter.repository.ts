import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { NewsletterSubscriberTable } from '#src/db/database.ts'

export function findSubscriberByEmail(db: Db, email: string) {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()
}

export function findSubscriberByConfirmHash(db: Db, hash: string) {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst()
}

export function findSubscriberByUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
}

export async function insertSubscriber(
  db: Db,
  values: Insertable<NewsletterSubscriberTable>,
): Promise<number> {
  const row = await db
    .insertInto('newsletter_subscriber')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateSubscriber(
  db: Db,
  id: number,
  values: Updateable<NewsletterSubscriberTable>,
): Promise<void> {
  await db.updateTable('newsletter_subscriber').set(values).where('id', '=', id).execute()
}

/** Confirms only while the row still waits on this very link: a race confirms once. */
export async function confirmPending(db: Db, id: number, hash: string, at: string) {
  const result = await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'confirmed', confirmed_at: at, unsubscribed_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The confirmation link dies with the subscription: it can never sign the person up again. */
export async function markUnsubscribed(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'unsubscribed', unsubscribed_at: at, confirm_token_hash: null })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute()
}

export interface ConfirmedSubscriber {
  id: number
  email: string
  language: 'it' | 'en'
  unsubscribeToken: string
}

/** Who receives a newsletter: confirmed addresses only, oldest first. */
export async function listConfirmedSubscribers(db: Db): Promise<ConfirmedSubscriber[]> {
  const rows = await db
    .selectFrom('newsletter_subscriber')
    .select(['id', 'email', 'language', 'unsubscribe_token'])
    .where('status', '=', 'confirmed')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    language: r.language === 'en' ? 'en' : 'it',
    unsubscribeToken: r.unsubscribe_token,
  }))
}

/** Removes an address's subscription and its deliveries (account erasure). */
export async function deleteSubscriberByEmail(db: Db, email: string): Promise<void> {
  const row = await findSubscriberByEmail(db, email)
  if (!row) return
  await db.deleteFrom('newsletter_delivery').where('subscriber_id', '=', row.id).execute()
  await db.deleteFrom('newsletter_subscriber').where('id', '=', row.id).execute()
}
