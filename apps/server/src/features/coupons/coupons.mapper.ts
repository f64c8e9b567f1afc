import type { Coupon } from '@aula/contract/coupons'
import { centsToEurosOrNull } from '#src/lib/money.ts'
import type { CouponItems, CouponRow } from './coupons.repository.ts'

/** A stored code as the admin's list shows it. */
export function toCouponDto(
  row: CouponRow,
  items: CouponItems | undefined,
  counts: { uses: number; held: number } | undefined,
): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.kind === 'percent' ? row.percent : null,
    amount: row.kind === 'fixed' ? centsToEurosOrNull(row.amount_cents) : null,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUses: row.max_uses,
    active: row.active === 1,
    courseIds: items?.courseIds ?? [],
    onlineCourseIds: items?.onlineCourseIds ?? [],
    uses: counts?.uses ?? 0,
    held: counts?.held ?? 0,
  }
}
