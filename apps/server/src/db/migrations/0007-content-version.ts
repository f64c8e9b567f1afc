import type { Kysely } from 'kysely'

/*
 * The version of the public content: one row, moved on by every admin write once it has
 * committed, so each server process knows when the public reads it keeps in memory are out
 * of date (docs/architecture.md#public-cache). Frozen once released; imports nothing from
 * src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute()
  await db.insertInto('content_version').values({ id: 1, version: 0 }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_version').ifExists().execute()
}
