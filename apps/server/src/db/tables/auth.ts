import type { Generated } from 'kysely'
import type { Flag } from './flag.ts'

/**
 * Accounts, sessions and one-time tokens (features/auth). app_user also holds the member's
 * profile columns (features/profile) and invite code (features/affiliate).
 */
export interface AuthTables {
  app_user: AppUserTable
  session: SessionTable
  one_time_token: OneTimeTokenTable
}

export interface AppUserTable {
  id: Generated<number>
  email: string
  name: string
  password_hash: string
  group: 'user' | 'admin'
  language: 'it' | 'en'
  verified: Flag
  phone_number: string | null
  address: string | null
  affiliate_code: string
  used_affiliate_code: string | null
  referred_by_id: number | null
  iban_enc: string | null
  cf_enc: string | null
  doc_verified: Flag
  created_at: string
  updated_at: string
}

export interface SessionTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  kind: 'session' | 'private'
  created_at: string
  last_used_at: string
  expires_at: string
  revoked_at: string | null
}

export interface OneTimeTokenTable {
  id: Generated<number>
  user_id: number
  purpose: 'verify' | 'reset'
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}
