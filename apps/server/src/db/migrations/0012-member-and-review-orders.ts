import { sql, type Kysely } from 'kysely'

/*
 * Lists read one page in their own order from an index instead of sorting every row:
 * - withdrawal (user_id, requested_at, id): a member's requests, newest first, without
 *   reading everyone's (the member's list and its count). It replaces (user_id, id).
 * - identity_document (pending first, created_at, id): the admin's review list, the
 *   documents waiting for a decision first and then newest first; the first key is the
 *   same expression the list sorts by (profile.repository.ts), so both engines use it.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('withdrawal_user_requested_idx')
    .on('withdrawal')
    .columns(['user_id', 'requested_at', 'id'])
    .execute()
  await db.schema.dropIndex('withdrawal_user_id_idx').execute()
  await sql`
    create index identity_document_review_idx on identity_document
    ((case when status = 'pending' then 0 else 1 end), created_at desc, id desc)
  `.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('identity_document_review_idx').execute()
  await db.schema
    .createIndex('withdrawal_user_id_idx')
    .on('withdrawal')
    .columns(['user_id', 'id'])
    .execute()
  await db.schema.dropIndex('withdrawal_user_requested_idx').execute()
}
