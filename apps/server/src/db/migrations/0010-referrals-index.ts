import type { Kysely } from 'kysely'

/*
 * The members someone invited, found by an index instead of reading every account: the
 * profile counts a member's referrals on each read (docs/product.md#affiliate).
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('app_user_referred_by_idx')
    .on('app_user')
    .column('referred_by_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('app_user_referred_by_idx').execute()
}
