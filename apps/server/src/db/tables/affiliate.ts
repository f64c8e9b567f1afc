import type { Generated } from 'kysely'

/** The affiliate ledger and withdrawals (features/affiliate). */
export interface AffiliateTables {
  affiliate_entry: AffiliateEntryTable
  withdrawal: WithdrawalTable
  affiliate_total: AffiliateTotalTable
  affiliate_hold_day: AffiliateHoldDayTable
  referral_total: ReferralTotalTable
}

/**
 * The affiliate ledger: earnings are the sum of entries, never an overwritten number.
 * A commission is unique per order; a withdrawal has one reservation and at most one release.
 */
export interface AffiliateEntryTable {
  id: Generated<number>
  user_id: number
  kind: 'commission' | 'reservation' | 'release'
  amount_cents: number
  order_id: number | null
  withdrawal_id: number | null
  available_at: string
  created_at: string
  /** A commission's buyer and item: one commission per buyer and item (unique keys). */
  buyer_id?: number | null
  course_id?: number | null
  online_course_id?: number | null
}

/**
 * The sum of all of a member's ledger entries, kept by the database's triggers on
 * affiliate_entry (migration 0009): the balance reads it instead of every entry.
 */
export interface AffiliateTotalTable {
  user_id: number
  total_cents: number
}

/**
 * The sum of a member's commissions per UTC day of their available_at ('YYYY-MM-DD'), kept
 * by the database's triggers on affiliate_entry (migration 0011): the commissions on hold are
 * read from the days to come instead of every entry on hold.
 */
export interface AffiliateHoldDayTable {
  user_id: number
  day: string
  cents: number
}

/**
 * How many accounts a member invited (app_user.referred_by_id), kept by the database's
 * triggers on app_user (migration 0011): the profile reads it instead of counting them.
 */
export interface ReferralTotalTable {
  user_id: number
  referrals: number
}

export interface WithdrawalTable {
  id: Generated<number>
  user_id: number
  amount_cents: number | null
  /** A code (pending, approved, rejected); the wire's Italian labels are the mapper's. */
  status: 'pending' | 'approved' | 'rejected'
  requested_at: string
  decided_at: string | null
  decided_by: number | null
  /** Why an admin rejected it, as the member reads it; null when none was given. */
  decision_reason: string | null
}
