import { titleKey } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { searchTextOf } from '#src/lib/list-page.ts'

export function articleQuery(db: Db) {
  return db
    .selectFrom('article')
    .leftJoin('topic', 'topic.id', 'article.category_id')
    .leftJoin('asset as cover', 'cover.id', 'article.cover_id')
    .select([
      'article.id',
      'article.title',
      'article.intro',
      'article.description',
      'article.content',
      'article.title_en',
      'article.intro_en',
      'article.description_en',
      'article.content_en',
      'article.category_id',
      'article.published_at',
      'article.created_at',
      'article.updated_at',
      'topic.title as category_title',
      'topic.title_en as category_title_en',
      'cover.id as cover_asset_id',
      'cover.storage_key as cover_key',
      'cover.variants as cover_variants',
      'cover.width as cover_width',
      'cover.height as cover_height',
    ])
}

export type ArticleRow = Awaited<
  ReturnType<ReturnType<typeof articleQuery>['executeTakeFirstOrThrow']>
>

/** Newest publication first: the home page shows the first two. */
export async function listArticles(db: Db): Promise<ArticleRow[]> {
  return articleQuery(db)
    .orderBy('article.published_at', 'desc')
    .orderBy('article.id', 'desc')
    .execute()
}

/**
 * `key` is titleKey(title): any case, spaces and hyphens alike. The Italian title first, then
 * the English one (docs/product.md#content-languages-and-urls).
 */
export async function findArticleByTitleKey(db: Db, key: string): Promise<ArticleRow | undefined> {
  return (
    (await articleQuery(db).where('article.title_key', '=', key).executeTakeFirst()) ??
    (await articleQuery(db).where('article.title_en_key', '=', key).executeTakeFirst())
  )
}

/** When each article last changed, for the sitemap. */
export async function listArticleUpdates(db: Db) {
  return db
    .selectFrom('article')
    .select(['article.title', 'article.title_en', 'article.updated_at'])
    .orderBy('article.published_at', 'desc')
    .orderBy('article.id', 'desc')
    .execute()
}

export async function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return articleQuery(db).where('article.id', '=', id).executeTakeFirst()
}

/** The id and cover of the article holding a title key, if any. */
export async function findArticleRefByTitleKey(db: Db, key: string) {
  const row = await db
    .selectFrom('article')
    .select(['id', 'title', 'cover_id'])
    .where('title_key', '=', key)
    .executeTakeFirst()
  return row ? { id: row.id, title: row.title, coverId: row.cover_id } : undefined
}

/** The id of the article whose Italian or English title has this key, if any. */
export async function findArticleIdByAnyTitleKey(db: Db, key: string) {
  const row = await db
    .selectFrom('article')
    .select('id')
    .where((eb) => eb.or([eb('title_key', '=', key), eb('title_en_key', '=', key)]))
    .executeTakeFirst()
  return row?.id
}

/** Whether any article is filed under the topic. */
export async function anyArticleInTopic(db: Db, topicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('article')
    .select('id')
    .where('category_id', '=', topicId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export interface ArticleInput {
  title: string
  intro: string
  description: string
  /** Already sanitized. */
  content: string
  categoryId: number | null
  /** The English texts: null where the article has none (docs/decisions/035-content-in-two-languages.md). */
  titleEn: string | null
  introEn: string | null
  descriptionEn: string | null
  /** Already sanitized. */
  contentEn: string | null
}

/** The columns of the texts in both languages, and the keys that find them. */
function textColumns(input: ArticleInput) {
  return {
    title: input.title,
    title_key: titleKey(input.title),
    search_text: searchTextOf(input.title, input.titleEn ?? ''),
    intro: input.intro,
    description: input.description,
    content: input.content,
    title_en: input.titleEn,
    title_en_key: input.titleEn ? titleKey(input.titleEn) : null,
    intro_en: input.introEn,
    description_en: input.descriptionEn,
    content_en: input.contentEn,
  }
}

export async function insertArticle(
  db: Db,
  input: ArticleInput & { coverId: string; publishedAt?: string | undefined },
): Promise<number> {
  const at = input.publishedAt ?? now()
  const row = await db
    .insertInto('article')
    .values({
      ...textColumns(input),
      category_id: input.categoryId,
      cover_id: input.coverId,
      published_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes the text and the topic; the cover only when a new one is given. */
export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleInput & { coverId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('article')
    .set({
      ...textColumns(input),
      category_id: input.categoryId,
      ...(input.coverId ? { cover_id: input.coverId } : {}),
      updated_at: now(),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteArticleRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('article').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
