import type { Generated } from 'kysely'

/** Trainers (features/members). */
export interface MemberTables {
  member: MemberTable
}

export interface MemberTable {
  id: Generated<number>
  name: string
  surname: string
  email: string
  phone_number: string
  website: string
  description: string
  language: string
  session: string
  /** English texts (docs/decisions/035-content-in-two-languages.md): null or '' falls back to Italian. */
  description_en: string | null
  session_en: string | null
  photo_id: string | null
  created_at: string
}
