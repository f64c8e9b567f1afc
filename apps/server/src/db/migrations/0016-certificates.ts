import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * Certificates of completion (docs/product.md#certificates): one row per member and video
 * course or in-person edition (the unique key keeps it once, however many requests race to
 * issue it), with its random verification code and what it certifies as it was when issued
 * (name, title, hours), so it stays verifiable after the course is renamed or deleted. It
 * goes with its member's account.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('certificate')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('online_course', 'edition')`))
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('hours', 'real')
    .addColumn('completed_on', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('certificate_once', ['user_id', 'kind', 'source_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate').execute()
}
