import type { Generated } from 'kysely'

/** Articles (features/articles). */
export interface ArticleTables {
  article: ArticleTable
}

export interface ArticleTable {
  id: Generated<number>
  title: string
  title_key: string
  /** Title and intro, lowercase and without accents, for the lists' search; null on rows written before it. */
  search_text: string | null
  intro: string
  description: string
  content: string
  category_id: number | null
  cover_id: string | null
  published_at: string
  created_at: string
  updated_at: string
}
