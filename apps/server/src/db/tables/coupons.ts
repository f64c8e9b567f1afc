import type { Generated } from 'kysely'

/** Discount codes and the items they are valid for (features/coupons). */
export interface CouponTables {
  coupon: CouponTable
  coupon_item: CouponItemTable
}

export interface CouponTable {
  id: Generated<number>
  /** Kept in capitals: a code is typed in any case. */
  code: string
  kind: 'percent' | 'fixed'
  /** 1–100, for kind 'percent'. */
  percent: number | null
  /** For kind 'fixed'. */
  amount_cents: number | null
  /** First and last valid day ('YYYY-MM-DD', Rome's calendar), either open. */
  valid_from: string | null
  valid_until: string | null
  /** How many orders may use it in all; null is no limit. */
  max_uses: number | null
  active: number
  /** 1 when valid only for the items listed in coupon_item. */
  restricted: number
  created_at: string
  updated_at: string
}

export interface CouponItemTable {
  id: Generated<number>
  coupon_id: number
  course_id: number | null
  online_course_id: number | null
}
