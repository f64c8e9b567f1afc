import type { Article } from '@aula/contract/articles'
import type { Db } from '#src/db/connect.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import { findArticleByTitleKey, listArticleUpdates, listArticles } from './articles.repository.ts'
import { toArticleDto } from './articles.mapper.ts'

/* What other features (page meta, sitemap) may ask about articles. */

export async function getArticles(db: Db): Promise<Article[]> {
  return (await listArticles(db)).map(toArticleDto)
}

export interface ArticleRecord {
  article: Article
  updatedAt: string
}

/** The article of a title as a path carries it (hyphens or spaces, any case), or null. */
export async function getArticleByTitle(db: Db, title: string): Promise<ArticleRecord | null> {
  const key = titleLookupKey(title)
  if (!key) return null
  const row = await findArticleByTitleKey(db, key)
  if (!row) return null
  const article = toArticleDto(row)
  return { article, updatedAt: toIsoTimestamp(row.updated_at) ?? article.date }
}

/** Each article's title and last change, newest first (sitemap). */
export async function getArticleUpdates(db: Db) {
  return (await listArticleUpdates(db)).map((row) => ({
    title: row.title,
    updatedAt: toIsoTimestamp(row.updated_at),
  }))
}
