import { CouponCalls } from '@aula/contract/routes/coupons'
import type { CouponInput } from '@aula/contract/coupons'
import { call } from '#src/lib/api-client.ts'

/** POST /api/admin/coupons adds a code; PUT /api/admin/coupons/{id} edits one. */
export const saveCoupon = (coupon: CouponInput, id?: number) =>
  id === undefined
    ? call(CouponCalls.create, { body: coupon })
    : call(CouponCalls.update, { params: { id }, body: coupon })
