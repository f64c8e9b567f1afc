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
  image_id: string | null
  created_at: string
}
