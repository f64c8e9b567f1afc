import { sql, type Kysely } from 'kysely'

/*
 * Captions of a lesson (docs/product.md#player): one WebVTT text per lesson and language,
 * stored in the row (a few hundred KB at most). They go with their lesson (on delete
 * cascade; SQLite connections turn foreign keys on).
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lesson_caption')
    .addColumn('lesson_id', 'integer', (c) =>
      c.notNull().references('lesson.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('vtt', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_caption_pk', ['lesson_id', 'language'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_caption').execute()
}
