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
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  title_en: string | null
  /** titleKey(title_en), unique like title_key. */
  title_en_key: string | null
  intro_en: string | null
  description_en: string | null
  content_en: string | null
  category_id: number | null
  cover_id: string | null
  published_at: string
  created_at: string
  updated_at: string
}
