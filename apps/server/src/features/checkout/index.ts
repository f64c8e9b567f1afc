import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CheckoutEndpoints } from '@aula/contract/checkout'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import {
  confirmCheckout,
  listBoughtCourses,
  listBoughtOnlineCourses,
  onCheckoutWebhook,
  payWithDemoCard,
  startCheckout,
} from './buyer.service.ts'
import type { CheckoutDeps } from './checkout.service.ts'
import { createProviders } from './payment-provider.ts'
import { orderReconciliation } from './reconciliation.ts'

/** Whether a checkout's body carries a discount code (an empty one is none). */
function hasCode(body: unknown): boolean {
  const coupon = (body as { coupon?: unknown } | undefined)?.coupon
  return typeof coupon === 'string' && coupon.trim() !== ''
}

/**
 * Buying (docs/product.md#payments): a checkout at the
 * payment provider, its confirmation by the buyer's page, the provider's webhook, the
 * demo provider's card form, and the lists of what a user bought.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProviders(app.config, app.db)
  const deps: CheckoutDeps = {
    db: app.db,
    mail: app.mail,
    config: app.config,
    log: app.log.child({ feature: 'checkout' }),
    providers,
    dataKey: app.dataKey,
  }

  // A checkout with a discount code is limited per address as the code's preview is, so
  // codes cannot be guessed by opening checkouts (docs/product.md#coupons); one without a
  // code tells nothing about codes and is not counted.
  addRoute(
    app,
    CheckoutEndpoints.create,
    async (request) => startCheckout(deps, request.user!, request.body),
    {
      config: {
        rateLimit: {
          ...limit(app.config.rateLimitMultiplier, 30, '1 minute'),
          allowList: (request) => !hasCode(request.body),
        },
      },
    },
  )

  addRoute(app, CheckoutEndpoints.confirm, async (request) =>
    confirmCheckout(deps, request.user!.id, request.body.id),
  )

  // Public: SumUp calls it. The body only names a checkout; its status is read from SumUp.
  addRoute(app, CheckoutEndpoints.webhook, async (request) => {
    await onCheckoutWebhook(deps, request.body.id)
    // The same answer for any id: a caller learns nothing about our orders.
    return { message: 'Success' as const }
  })

  addRoute(app, CheckoutEndpoints.demoPay, async (request) =>
    payWithDemoCard(deps, request.user!.id, request.body),
  )

  addRoute(app, CheckoutEndpoints.userCourses, async (request) =>
    listBoughtCourses(app.db, request.user!.id),
  )

  addRoute(app, CheckoutEndpoints.userOnlineCourses, async (request) =>
    listBoughtOnlineCourses(app.db, request.user!.id),
  )

  await app.register(orderReconciliation, { deps })
}

export default checkoutRoutes
