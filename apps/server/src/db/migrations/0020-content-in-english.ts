import type { Kysely } from 'kysely'

/*
 * Content in English (docs/product.md#content-languages-and-urls,
 * docs/decisions/035-content-in-two-languages.md): each kind of content gets nullable
 * English columns beside its Italian ones, so one row still answers both languages in one
 * query. A null (or empty) English text falls back to the Italian one. An English title has
 * its own lookup key, unique per kind like the Italian one (several nulls are allowed).
 * Frozen once released; imports nothing from src/.
 */

/** Each table, its English texts, and whether its items have titles in addresses. */
const TABLES: { table: string; texts: string[]; titled: boolean }[] = [
  {
    table: 'article',
    texts: ['title_en', 'intro_en', 'description_en', 'content_en'],
    titled: true,
  },
  { table: 'topic', texts: ['title_en', 'description_en'], titled: true },
  { table: 'faq', texts: ['question_en', 'answer_en'], titled: false },
  { table: 'member', texts: ['description_en', 'session_en'], titled: false },
  { table: 'online_course', texts: ['title_en', 'intro_en', 'description_en'], titled: true },
  { table: 'course', texts: ['title_en', 'intro_en', 'description_en'], titled: true },
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, texts, titled } of TABLES) {
    for (const column of texts) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute()
    }
    if (titled) {
      await db.schema.alterTable(table).addColumn('title_en_key', 'text').execute()
      await db.schema
        .createIndex(`${table}_title_en_key_unique`)
        .on(table)
        .column('title_en_key')
        .unique()
        .execute()
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, texts, titled } of [...TABLES].reverse()) {
    if (titled) {
      await db.schema.dropIndex(`${table}_title_en_key_unique`).execute()
      await db.schema.alterTable(table).dropColumn('title_en_key').execute()
    }
    for (const column of [...texts].reverse()) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
}
