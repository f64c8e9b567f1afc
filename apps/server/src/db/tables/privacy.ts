import type { Generated } from 'kysely'
import type { Flag } from './flag.ts'

/** Consents, the privacy policy's versions and erased accounts (features/privacy). */
export interface PrivacyTables {
  consent_record: ConsentRecordTable
  privacy_policy: PrivacyPolicyTable
  account_erasure: AccountErasureTable
}

/** One consent given or withdrawn; rows are only ever added (the history is the table). */
export interface ConsentRecordTable {
  id: Generated<number>
  /** The member; null for a newsletter-only subscriber, named by `email` instead. */
  user_id: number | null
  email: string | null
  consent: 'terms' | 'newsletter' | 'marketing'
  given: Flag
  /** The version of the text agreed to, e.g. "terms@1/policy@3". */
  version: string
  /** Where it was given or withdrawn: registration, newsletter form, profile, unsubscribe… */
  source: string
  created_at: string
}

/** A version of the privacy policy page, as the admin saved it (sanitized HTML). */
export interface PrivacyPolicyTable {
  id: Generated<number>
  content_it: string
  content_en: string
  /** SHA-256 of both texts: what the version number stands for. */
  hash: string
  created_by: number | null
  created_at: string
}

export interface AccountErasureTable {
  user_id: number
  erased_at: string
}
