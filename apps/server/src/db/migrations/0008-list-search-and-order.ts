import type { Kysely } from 'kysely'

/*
 * The paged lists (docs/product.md#paged-lists): each catalogue row keeps its search text
 * (lowercase, accents dropped: a course's title and intro, an article's title) so a search is a SQL condition on both
 * engines, and the lists' orders and topic filters have indexes. Frozen once released;
 * imports nothing from src/.
 */

const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

const SEARCHED = ['course', 'online_course', 'article'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SEARCHED) {
    await db.schema.alterTable(table).addColumn('search_text', 'text').execute()
    // Articles are searched by their title alone, as their list's search box says.
    const rows = (await db.selectFrom(table).select(['id', 'title', 'intro']).execute()) as {
      id: number
      title: string
      intro: string
    }[]
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({
          search_text: normalize(table === 'article' ? row.title : `${row.title} ${row.intro}`),
        })
        .where('id', '=', row.id)
        .execute()
    }
  }
  await db.schema
    .createIndex('article_published_idx')
    .on('article')
    .columns(['published_at', 'id'])
    .execute()
  await db.schema
    .createIndex('online_course_created_idx')
    .on('online_course')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('review_status_created_idx')
    .on('review')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('course_dates_idx')
    .on('course')
    .columns(['date_mode', 'start_date'])
    .execute()
  for (const table of SEARCHED) {
    await db.schema.createIndex(`${table}_category_idx`).on(table).column('category_id').execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of SEARCHED) {
    await db.schema.dropIndex(`${table}_category_idx`).execute()
  }
  for (const index of [
    'course_dates_idx',
    'review_status_created_idx',
    'online_course_created_idx',
    'article_published_idx',
  ]) {
    await db.schema.dropIndex(index).execute()
  }
  for (const table of SEARCHED) {
    await db.schema.alterTable(table).dropColumn('search_text').execute()
  }
}
