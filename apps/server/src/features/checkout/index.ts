import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CheckoutMessages,
  CheckoutPaths,
  CheckoutWebhookSchema,
  ConfirmCheckoutAnswerSchema,
  ConfirmCheckoutSchema,
  CreateCheckoutAnswerSchema,
  CreateCheckoutSchema,
  DemoPayAnswerSchema,
  DemoPaySchema,
  UserCoursesAnswerSchema,
  UserOnlineCoursesAnswerSchema,
} from '@aula/contract/checkout'
import { ErrorMessages, ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { HttpError } from '#src/lib/http-error.ts'
import { getCoursesByIds } from '#src/features/courses/course-prices.ts'
import { isEnrolled, listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { getOnlineCoursesByIds } from '#src/features/online-courses/online-course-prices.ts'
import { findOrderByCheckoutId, markOrderFailed, type OrderRow } from './checkout.repository.ts'
import { createCheckout, syncOrder, type CheckoutDeps } from './checkout.service.ts'
import { createProviders } from './payment-provider.ts'
import { orderReconciliation } from './reconciliation.ts'

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  503: ErrorSchema,
}

/** A card expiry MM/YY that is still valid this month. */
function isUnexpired(expiry: string, at = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map((part) => Number(part.trim()))
  const year = 2000 + (yy ?? 0)
  const month = mm ?? 0
  return (
    year > at.getUTCFullYear() || (year === at.getUTCFullYear() && month >= at.getUTCMonth() + 1)
  )
}

/** The Luhn check every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
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
  }

  /** The order behind a checkout id, if it is the caller's; 404 / 403 otherwise. */
  async function ownOrder(checkoutId: string, userId: number) {
    const order = await findOrderByCheckoutId(app.db, checkoutId)
    if (!order) throw new HttpError(404, ErrorMessages.notFound)
    if (Number(order.user_id) !== userId) throw new HttpError(403, ErrorMessages.forbidden)
    return order
  }

  /**
   * A checkout not paid (yet) for an item its buyer got meanwhile, through another
   * checkout: it is closed, and the buyer told so before anything more is charged.
   */
  async function refuseIfOwnedElsewhere(order: OrderRow): Promise<void> {
    const item = {
      courseId: order.course_id === null ? null : Number(order.course_id),
      onlineCourseId: order.online_course_id === null ? null : Number(order.online_course_id),
    }
    if (await isEnrolled(app.db, Number(order.user_id), item)) {
      await markOrderFailed(app.db, Number(order.id))
      throw new HttpError(409, CheckoutMessages.alreadyPurchased)
    }
  }

  app.post(
    CheckoutPaths.create,
    {
      schema: {
        body: CreateCheckoutSchema,
        response: { 200: CreateCheckoutAnswerSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = request.user!
      const email = request.body.email?.toLowerCase()
      // A payload's e-mail never chooses the buyer: the caller's own is accepted, no other.
      if (email && email !== user.email.toLowerCase()) {
        throw new HttpError(403, ErrorMessages.forbidden)
      }
      return createCheckout(deps, user, request.body)
    },
  )

  app.post(
    CheckoutPaths.confirm,
    {
      schema: {
        body: ConfirmCheckoutSchema,
        response: { 200: ConfirmCheckoutAnswerSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const order = await ownOrder(request.body.id, request.user!.id)
      const status = await syncOrder(deps, order)
      // Paid for an item the buyer already had: the money is on its way back.
      if (status === 'DUPLICATE') throw new HttpError(409, CheckoutMessages.paidTwice)
      if (status !== 'PAID') await refuseIfOwnedElsewhere(order)
      return { message: 'Success' as const, status }
    },
  )

  // Public: SumUp calls it. The body only names a checkout; its status is read from SumUp.
  app.post(
    CheckoutPaths.webhook,
    { schema: { body: CheckoutWebhookSchema, response: { 200: SuccessSchema, 400: ErrorSchema } } },
    async (request) => {
      const order = await findOrderByCheckoutId(app.db, request.body.id)
      if (order) await syncOrder(deps, order)
      // The same answer for any id: a caller learns nothing about our orders.
      return { message: 'Success' as const }
    },
  )

  app.post(
    CheckoutPaths.demoPay,
    {
      schema: { body: DemoPaySchema, response: { 200: DemoPayAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id, cardNumber, expiry } = request.body
      const order = await ownOrder(id, request.user!.id)
      if (order.provider !== 'demo') throw new HttpError(404, ErrorMessages.notFound)
      if (!passesLuhn(cardNumber) || !isUnexpired(expiry)) {
        throw new HttpError(400, CheckoutMessages.invalidCard)
      }
      if (order.status === 'duplicate') throw new HttpError(409, CheckoutMessages.paidTwice)
      // Nothing is charged for an item the buyer already has: through this checkout (a
      // second tab showing it) or through another one.
      if (order.status === 'paid') throw new HttpError(409, CheckoutMessages.alreadyPurchased)
      await refuseIfOwnedElsewhere(order)
      const status = await providers.demo.pay(id, cardNumber)
      if (!status) throw new HttpError(404, ErrorMessages.notFound)
      // As SumUp's webhook would: the server learns of the payment without the browser.
      // Two tabs paying at the same instant can both get past the check above: the second
      // payment is then a duplicate, refunded at once.
      if ((await syncOrder(deps, order)) === 'DUPLICATE') {
        throw new HttpError(409, CheckoutMessages.paidTwice)
      }
      return { status }
    },
  )

  app.get(
    CheckoutPaths.userCourses,
    {
      schema: { response: { 200: UserCoursesAnswerSchema, 401: ErrorSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { courseIds } = await listOwned(app.db, request.user!.id)
      return { courses: await getCoursesByIds(app.db, courseIds) }
    },
  )

  app.get(
    CheckoutPaths.userOnlineCourses,
    {
      schema: { response: { 200: UserOnlineCoursesAnswerSchema, 401: ErrorSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { onlineCourseIds } = await listOwned(app.db, request.user!.id)
      return { courses: await getOnlineCoursesByIds(app.db, onlineCourseIds) }
    },
  )

  await app.register(orderReconciliation, { deps })
}

export default checkoutRoutes
