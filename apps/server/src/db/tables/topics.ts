import type { Generated } from 'kysely'

/** Topics: the categories of courses and articles (features/topics). */
export interface TopicTables {
  topic: TopicTable
}

export interface TopicTable {
  id: Generated<number>
  title: string
  title_key: string
  description: string
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  title_en: string | null
  /** titleKey(title_en), unique like title_key. */
  title_en_key: string | null
  description_en: string | null
  image_id: string | null
  created_at: string
}
