import { CouponCalls } from '@aula/contract/routes/coupons'
import { call } from '#src/lib/api-client.ts'

/** DELETE /api/admin/coupons/{id}: the orders bought with it keep its text. */
export const deleteCoupon = (id: number) => call(CouponCalls.remove, { params: { id } })
