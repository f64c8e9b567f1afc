import {
  CheckoutMessages,
  type ConfirmCheckoutAnswer,
  type CreateCheckout,
  type CreateCheckoutAnswer,
  type DemoPay,
  type DemoPayAnswer,
  type UserCoursesAnswer,
  type UserOnlineCoursesAnswer,
} from '@aula/contract/checkout'
import { ErrorMessages } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { getCoursesByIds } from '#src/features/courses/course-prices.ts'
import { isEnrolled, listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { getOnlineCoursesByIds } from '#src/features/online-courses/online-course-prices.ts'
import { findOrderByCheckoutId, markOrderFailed, type OrderRow } from './checkout.repository.ts'
import { createCheckout, syncOrder, type CheckoutDeps } from './checkout.service.ts'

/** The buyer's calls (docs/product.md#payments), each acting on the caller's own orders. */

interface Buyer {
  id: number
  email: string
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

/** The order behind a checkout id, if it is the caller's; 404 / 403 otherwise. */
async function ownOrder(db: Db, checkoutId: string, userId: number): Promise<OrderRow> {
  const order = await findOrderByCheckoutId(db, checkoutId)
  if (!order) throw new HttpError(404, ErrorMessages.notFound)
  if (order.user_id !== userId) throw new HttpError(403, ErrorMessages.forbidden)
  return order
}

/**
 * A checkout not paid (yet) for an item its buyer got meanwhile, through another
 * checkout: it is closed, and the buyer told so before anything more is charged.
 */
async function refuseIfOwnedElsewhere(db: Db, order: OrderRow): Promise<void> {
  const item = {
    courseId: order.course_id,
    onlineCourseId: order.online_course_id,
  }
  if (await isEnrolled(db, order.user_id, item)) {
    await markOrderFailed(db, order.id)
    throw new HttpError(409, CheckoutMessages.alreadyPurchased)
  }
}

/** Opens (or hands out) the caller's checkout; a body's e-mail other than the caller's is a 403. */
export async function startCheckout(
  deps: CheckoutDeps,
  user: Buyer,
  input: CreateCheckout,
): Promise<CreateCheckoutAnswer> {
  const email = input.email?.toLowerCase()
  // A payload's e-mail never chooses the buyer: the caller's own is accepted, no other.
  if (email && email !== user.email.toLowerCase()) {
    throw new HttpError(403, ErrorMessages.forbidden)
  }
  return createCheckout(deps, user, input)
}

/** The buyer's page asks how its checkout went: the status is read from the provider. */
export async function confirmCheckout(
  deps: CheckoutDeps,
  userId: number,
  checkoutId: string,
): Promise<ConfirmCheckoutAnswer> {
  const order = await ownOrder(deps.db, checkoutId, userId)
  const status = await syncOrder(deps, order)
  // Paid for an item the buyer already had: the money is on its way back.
  if (status === 'DUPLICATE') throw new HttpError(409, CheckoutMessages.paidTwice)
  if (status !== 'PAID') await refuseIfOwnedElsewhere(deps.db, order)
  return { message: 'Success', status }
}

/** The provider's webhook: the named checkout, if any, is brought up to date. */
export async function onCheckoutWebhook(deps: CheckoutDeps, checkoutId: string): Promise<void> {
  const order = await findOrderByCheckoutId(deps.db, checkoutId)
  if (order) await syncOrder(deps, order)
}

/** The demo provider's card form: charges the caller's demo checkout. */
export async function payWithDemoCard(
  deps: CheckoutDeps,
  userId: number,
  { id, cardNumber, expiry }: DemoPay,
): Promise<DemoPayAnswer> {
  const order = await ownOrder(deps.db, id, userId)
  if (order.provider !== 'demo') throw new HttpError(404, ErrorMessages.notFound)
  if (!passesLuhn(cardNumber) || !isUnexpired(expiry)) {
    throw new HttpError(400, CheckoutMessages.invalidCard)
  }
  if (order.status === 'duplicate') throw new HttpError(409, CheckoutMessages.paidTwice)
  // Nothing is charged for an item the buyer already has: through this checkout (a
  // second tab showing it) or through another one.
  if (order.status === 'paid') throw new HttpError(409, CheckoutMessages.alreadyPurchased)
  await refuseIfOwnedElsewhere(deps.db, order)
  const status = await deps.providers.demo.pay(id, cardNumber)
  if (!status) throw new HttpError(404, ErrorMessages.notFound)
  // As SumUp's webhook would: the server learns of the payment without the browser.
  // Two tabs paying at the same instant can both get past the check above: the second
  // payment is then a duplicate, refunded at once.
  if ((await syncOrder(deps, order)) === 'DUPLICATE') {
    throw new HttpError(409, CheckoutMessages.paidTwice)
  }
  return { status }
}

/** The in-person courses the user bought. */
export async function listBoughtCourses(db: Db, userId: number): Promise<UserCoursesAnswer> {
  const { courseIds } = await listOwned(db, userId)
  return { courses: await getCoursesByIds(db, courseIds) }
}

/** The video courses the user bought. */
export async function listBoughtOnlineCourses(
  db: Db,
  userId: number,
): Promise<UserOnlineCoursesAnswer> {
  const { onlineCourseIds } = await listOwned(db, userId)
  return { courses: await getOnlineCoursesByIds(db, onlineCourseIds) }
}
