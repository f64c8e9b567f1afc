import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CouponEndpoints } from '@aula/contract/coupons'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import { previewCoupon } from './coupon-checkout.service.ts'
import { createCoupon, editCoupon, listCoupons, removeCoupon } from './coupons.service.ts'

/**
 * Discount codes (docs/product.md#coupons): the admin's list and writes, and the preview a
 * signed-in buyer asks for on the checkout page. Applying a code to a payment is the
 * checkout's create call.
 */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, CouponEndpoints.list, async () => listCoupons(app.db))

  addRoute(app, CouponEndpoints.create, async (request) => ({
    message: 'Success' as const,
    coupon: await createCoupon(deps, request.user!, request.body),
  }))

  addRoute(app, CouponEndpoints.update, async (request) => ({
    message: 'Success' as const,
    coupon: await editCoupon(deps, request.user!, request.params.id, request.body),
  }))

  addRoute(app, CouponEndpoints.remove, async (request) => {
    await removeCoupon(deps, request.user!, request.params.id)
    return { message: 'Success' as const }
  })

  // Limited per address, as the other lookups by a secret: codes are not to be guessed.
  addRoute(
    app,
    CouponEndpoints.preview,
    async (request) => previewCoupon(app.db, request.user!, request.body),
    { config: { rateLimit: limit(app.config.rateLimitMultiplier, 30, '1 minute') } },
  )
}

export default couponRoutes
