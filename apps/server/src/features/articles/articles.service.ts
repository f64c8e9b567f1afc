import type { Article } from '@aula/contract/articles'
import type { Language } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import { findArticleByTitleKey, listArticleUpdates, listArticles } from './articles.repository.ts'
import { toArticleDto } from './articles.mapper.ts'

/* What other features (page meta, sitemap) may ask about articles. */

export async function getArticles(db: Db, language: Language = 'it'): Promise<Article[]> {
  return (await listArticles(db)).map((row) => toArticleDto(row, language))
}

export interface ArticleRecord {
  article: Article
  updatedAt: string
}

/**
 * The article of a title as a path carries it (hyphens or spaces, any case), Italian or
 * English, read in `language`; or null.
 */
export async function getArticleByTitle(
  db: Db,
  title: string,
  language: Language = 'it',
): Promise<ArticleRecord | null> {
  const key = titleLookupKey(title)
  if (!key) return null
  const row = await findArticleByTitleKey(db, key)
  if (!row) return null
  const article = toArticleDto(row, language)
  return { article, updatedAt: toIsoTimestamp(row.updated_at) ?? article.date }
}

/** Each article's title and last change, newest first (sitemap). */
export async function getArticleUpdates(db: Db) {
  return (await listArticleUpdates(db)).map((row) => ({
    title: row.title,
    titleEn: row.title_en || null,
    updatedAt: toIsoTimestamp(row.updated_at),
  }))
}
