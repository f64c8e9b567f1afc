import { pathOf, type CallsOf } from '../route.ts'
import type { CouponEndpoints } from '../coupons.ts'

/* Where the calls of `coupons.ts` live and who may make them, without their schemas (route.ts). */

export const CouponRoutes = {
  list: { method: 'GET', path: '/api/admin/coupons', access: 'admin' },
  create: { method: 'POST', path: '/api/admin/coupons', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/admin/coupons/:id', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/admin/coupons/:id', access: 'adminWrite' },
  preview: { method: 'POST', path: '/api/coupons/preview', access: 'user' },
} as const

export const CouponCalls: CallsOf<typeof CouponEndpoints> = CouponRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const CouponPaths = {
  coupons: CouponRoutes.list.path,
  coupon: (id: number) => pathOf(CouponRoutes.update, { id }),
  preview: CouponRoutes.preview.path,
} as const
