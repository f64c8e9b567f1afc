import type { Insertable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { ConsentRecordTable, PrivacyPolicyTable } from '#src/db/database.ts'

/* SQL of the privacy feature's own tables (docs/product.md#privacy). */

export async function insertConsentRecords(
  db: Db,
  rows: Insertable<ConsentRecordTable>[],
): Promise<void> {
  if (rows.length) await db.insertInto('consent_record').values(rows).execute()
}

const consentColumns = [
  'id',
  'user_id',
  'email',
  'consent',
  'given',
  'version',
  'source',
  'created_at',
] as const

/** A member's consent history, newest first: theirs and those given by their e-mail. */
export function listConsentRecords(db: Db, who: { userId: number; email: string }) {
  return db
    .selectFrom('consent_record')
    .select(consentColumns)
    .where((eb) => eb.or([eb('user_id', '=', who.userId), eb('email', '=', who.email)]))
    .orderBy('id', 'desc')
    .execute()
}

export type ConsentRecordRow = Awaited<ReturnType<typeof listConsentRecords>>[number]

/**
 * The records an e-mail alone names (a newsletter subscription before the account) become
 * the member's: on erasure the e-mail leaves the history, the proof of consent stays.
 */
export async function moveEmailRecordsToMember(
  db: Db,
  email: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('consent_record')
    .set({ user_id: userId, email: null })
    .where('email', '=', email)
    .execute()
}

export function findLatestPolicy(db: Db) {
  return db
    .selectFrom('privacy_policy')
    .select(['id', 'content_it', 'content_en', 'hash', 'created_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function policyExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('privacy_policy')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertPolicy(
  db: Db,
  values: Insertable<PrivacyPolicyTable>,
): Promise<number> {
  const row = await db
    .insertInto('privacy_policy')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertErasure(db: Db, userId: number, at: string): Promise<void> {
  await db.insertInto('account_erasure').values({ user_id: userId, erased_at: at }).execute()
}
