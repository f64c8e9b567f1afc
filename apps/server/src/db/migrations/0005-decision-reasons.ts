import type { Kysely } from 'kysely'

/*
 * Why an admin rejected a member's identity document or withdrawal request, shown to the
 * member and sent in the decision e-mail; and the name a member gives an uploaded document
 * (which document it is), shown to the admin beside its files. Frozen once released;
 * imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('identity_document').addColumn('decision_reason', 'text').execute()
  await db.schema.alterTable('identity_document').addColumn('name', 'text').execute()
  await db.schema.alterTable('withdrawal').addColumn('decision_reason', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawal').dropColumn('decision_reason').execute()
  await db.schema.alterTable('identity_document').dropColumn('name').execute()
  await db.schema.alterTable('identity_document').dropColumn('decision_reason').execute()
}
