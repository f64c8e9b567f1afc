import type { Generated } from 'kysely'

/** Courses in person (features/courses). */
export interface CourseTables {
  course: CourseTable
  course_media: CourseMediaTable
}

export interface CourseTable {
  id: Generated<number>
  title: string
  title_key: string
  /** Title and intro, lowercase and without accents, for the lists' search; null on rows written before it. */
  search_text: string | null
  intro: string
  category_id: number | null
  author_id: number | null
  location: string
  description: string
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  title_en: string | null
  /** titleKey(title_en), unique like title_key. */
  title_en_key: string | null
  intro_en: string | null
  description_en: string | null
  price_cents: number
  facilitator_price_cents: number | null
  affiliate_price_cents: number | null
  date_mode: 'none' | 'tbd' | 'date'
  start_date: string | null
  end_date: string | null
  duration: string | null
  cover_id: string | null
  created_at: string
  updated_at: string
}

export interface CourseMediaTable {
  id: Generated<number>
  course_id: number
  asset_id: string
  kind: 'image' | 'video'
  position: number
}
