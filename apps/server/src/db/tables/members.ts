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
  photo_id: string | null
  created_at: string
}
