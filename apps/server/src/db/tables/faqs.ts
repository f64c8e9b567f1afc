import type { Generated } from 'kysely'

/** Frequently asked questions (features/faqs). */
export interface FaqTables {
  faq: FaqTable
}

export interface FaqTable {
  id: Generated<number>
  question: string
  answer: string
  position: number
  created_at: string
}
