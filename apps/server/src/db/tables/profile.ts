import type { Generated } from 'kysely'

/** Identity documents (features/profile). */
export interface ProfileTables {
  identity_document: IdentityDocumentTable
}

export interface IdentityDocumentTable {
  id: Generated<number>
  user_id: number
  front_id: string
  back_id: string
  status: 'pending' | 'approved' | 'rejected'
  created_at: string
  decided_at: string | null
  decided_by: number | null
  /** Why an admin rejected it, as the member reads it; null when none was given. */
  decision_reason: string | null
  /** Which document it is, as the member named it on upload (identity card, passport…). */
  name: string | null
}
