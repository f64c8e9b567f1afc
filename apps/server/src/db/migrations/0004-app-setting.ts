import type { Kysely } from 'kysely'

/*
 * Facts the server keeps about the database itself, one row per name: the fingerprint of
 * the key that encrypts personal data (never the key) and whether the demo content was
 * seeded. Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_setting')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_setting').ifExists().execute()
}
