import { CouponCalls } from '@aula/contract/routes/coupons'
import type { CouponPreview } from '@aula/contract/coupons'
import { call } from '#src/lib/api-client.ts'

/** POST /api/coupons/preview: what a code takes off this checkout, or why it cannot be used. */
export const previewCoupon = (body: CouponPreview) => call(CouponCalls.preview, { body })
