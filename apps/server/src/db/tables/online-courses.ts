import type { Generated } from 'kysely'
import type { Flag } from './flag.ts'

/**
 * Video courses, their lessons and each member's progress (features/online-courses), and the
 * lessons' captions (features/captions).
 */
export interface OnlineCourseTables {
  online_course: OnlineCourseTable
  lesson: LessonTable
  lesson_progress: LessonProgressTable
  lesson_caption: LessonCaptionTable
}

export interface OnlineCourseTable {
  id: Generated<number>
  title: string
  title_key: string
  /** Title and intro, lowercase and without accents, for the lists' search; null on rows written before it. */
  search_text: string | null
  intro: string
  description: string
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  title_en: string | null
  /** titleKey(title_en), unique like title_key. */
  title_en_key: string | null
  intro_en: string | null
  description_en: string | null
  category_id: number | null
  author_id: number | null
  price_cents: number
  facilitator_price_cents: number | null
  affiliate_price_cents: number | null
  cover_id: string | null
  main_video_id: string | null
  created_at: string
  updated_at: string
}

export interface LessonTable {
  id: Generated<number>
  online_course_id: number
  position: number
  title: string | null
  video_id: string
  duration_seconds: number | null
}

export interface LessonProgressTable {
  user_id: number
  lesson_id: number
  position_seconds: number
  completed: Flag
  updated_at: string
}

/** A lesson's captions in one language, as WebVTT text. */
export interface LessonCaptionTable {
  lesson_id: number
  language: 'it' | 'en'
  vtt: string
  updated_at: string
}
