import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'

/*
 * Privacy (docs/product.md#privacy, docs/decisions/034-privacy-consents-export-erasure.md):
 * - consent_record: every consent given or withdrawn (terms, newsletter, marketing), never
 *   updated: who (a member, or the e-mail of a newsletter-only subscriber), what, when, how
 *   (the form or screen) and the version of the text agreed to.
 * - privacy_policy: each text of the privacy policy page the admin saved (both languages),
 *   one row per version; the newest is the page. Consent versions name one of them.
 * - account_erasure: when a member deleted their account (the row stays, anonymised).
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('consent_record')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('consent', 'text', (c) =>
      c.notNull().check(sql`consent in ('terms', 'newsletter', 'marketing')`),
    )
    .addColumn('given', 'integer', (c) => c.notNull().check(sql`given in (0, 1)`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('consent_record_who_check', sql`user_id is not null or email is not null`)
    .execute()
  await db.schema
    .createIndex('consent_record_user_idx')
    .on('consent_record')
    .columns(['user_id', 'consent', 'id'])
    .execute()
  await db.schema
    .createIndex('consent_record_email_idx')
    .on('consent_record')
    .columns(['email', 'consent', 'id'])
    .execute()

  await db.schema
    .createTable('privacy_policy')
    .addColumn('id', 'integer', id)
    .addColumn('content_it', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('account_erasure')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_erasure').execute()
  await db.schema.dropTable('privacy_policy').execute()
  await db.schema.dropTable('consent_record').execute()
}
