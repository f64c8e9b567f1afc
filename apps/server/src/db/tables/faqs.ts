import type { Generated } from 'kysely'

/** Frequently asked questions (features/faqs). */
export interface FaqTables {
  faq: FaqTable
}

export interface FaqTable {
  id: Generated<number>
  question: string
  answer: string
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  question_en: string | null
  answer_en: string | null
  position: number
  created_at: string
}
