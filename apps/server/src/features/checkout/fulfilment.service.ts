import type { Transaction } from 'kysely'
import { ErrorMessages } from '@aula/contract/common'
import { CheckoutMessages, type CheckoutType } from '@aula/contract/checkout'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { creditCommission } from '#src/features/affiliate/affiliate.service.ts'
import { enroll, isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import { commissionOnPaid } from '#src/features/coupons/coupon-math.ts'
import { issueReceipt } from '#src/features/receipts/receipts.service.ts'
import {
  claimReceipt,
  findOrderById,
  insertOrder,
  markOrderDuplicate,
  markOrderPaid,
  type OrderRow,
} from './checkout.repository.ts'
import { chargeFor, itemPricesByTitleKey, itemPricesOfOrder } from './item-prices.ts'

/*
 * What a paid order brings, inside the payment's transaction: the buyer enrolled
 * (features/enrollment), the referrer credited (features/affiliate) and the receipt
 * numbered (features/receipts), once per order. A duplicate gets none of them.
 */

type PaidOrder = Pick<OrderRow, 'id' | 'user_id' | 'course_id' | 'online_course_id'> &
  Partial<Pick<OrderRow, 'amount_cents' | 'list_amount_cents'>>

/**
 * Inside the payment's transaction: marks the order paid at `at`, enrolls the buyer and
 * credits the referrer; 'taken' when another caller did it already, 'duplicate' when the
 * buyer already had the item.
 */
export async function fulfilPaid(
  trx: Transaction<Database>,
  order: PaidOrder,
  at: string,
  holdDays: number,
): Promise<'taken' | 'duplicate' | 'fulfilled'> {
  const { id: orderId, user_id: buyerId, course_id: courseId } = order
  const onlineCourseId = order.online_course_id
  if (!(await markOrderPaid(trx, orderId, at))) return 'taken'
  if (!(await enroll(trx, { userId: buyerId, courseId, onlineCourseId, orderId, at }))) {
    await markOrderDuplicate(trx, orderId)
    return 'duplicate'
  }
  const item = await itemPricesOfOrder(trx, order)
  await creditCommission(trx, {
    orderId,
    buyerId,
    courseId,
    onlineCourseId,
    // On the amount paid: a discount code shrinks the commission too (docs/product.md#coupons).
    commissionCents: commissionOnPaid(item?.commissionCents ?? null, {
      amountCents: order.amount_cents ?? 0,
      listAmountCents: order.list_amount_cents ?? null,
    }),
    holdDays,
    at,
  })
  const paid = await findOrderById(trx, orderId)
  // A free order (a code covering the whole payment) received no money: no receipt and no
  // number, so the receipt book stays the book of payments (decision 032).
  if (paid && paid.amount_cents > 0 && paid.provider !== 'free') {
    // The list price and discount of an order bought with a code (docs/product.md#receipts).
    const coupon = paid as { list_amount_cents?: number | null; discount_cents?: number | null }
    await issueReceipt(
      trx,
      {
        ...paid,
        provider: paid.provider,
        list_price_cents: coupon.discount_cents ? (coupon.list_amount_cents ?? null) : null,
        discount_cents: coupon.discount_cents || null,
      },
      at,
    )
  }
  return 'fulfilled'
}

/**
 * A payment taken elsewhere (at the school's desk, by bank transfer; the demo school's
 * purchases), recorded as a paid order at its own date and fulfilled as a checkout's is:
 * the buyer enrolled, the referrer credited. Its receipt was given where it was paid, so
 * none is sent. Runs inside the caller's transaction when `db` is one; 409 when the buyer
 * already has the item.
 */
export async function recordPaidOrder(
  deps: { db: Db; config: Pick<Config, 'affiliateHoldDays'> },
  input: {
    buyerId: number
    type: CheckoutType
    title: string
    reference: string
    provider: OrderRow['provider']
    paidAt: string
  },
): Promise<number> {
  const work = async (trx: Transaction<Database>) => {
    const key = titleLookupKey(input.title)
    const item = key ? await itemPricesByTitleKey(trx, input.type, key) : undefined
    if (!item) throw new HttpError(404, ErrorMessages.notFound)
    const ids = {
      courseId: input.type === 'physical' ? item.id : null,
      onlineCourseId: input.type === 'online' ? item.id : null,
    }
    if (await isEnrolled(trx, input.buyerId, ids)) {
      throw new HttpError(409, CheckoutMessages.alreadyPurchased)
    }
    const price = chargeFor(input.type, { price: item.priceCents, deposit: item.depositCents })
    const order = {
      user_id: input.buyerId,
      course_id: ids.courseId,
      online_course_id: ids.onlineCourseId,
    }
    const id = await insertOrder(trx, {
      ...order,
      reference: input.reference,
      item_type: input.type === 'physical' ? 'course' : 'online_course',
      item_title: item.title,
      amount_cents: price.amountCents,
      currency: 'EUR',
      charge: price.charge,
      provider: input.provider,
      provider_checkout_id: null,
      status: 'pending',
      created_at: input.paidAt,
      paid_at: null,
      fulfilled_at: null,
      open_checkout_key: null,
      valid_until: null,
      refund_requested_at: null,
    })
    if (id === null) throw new Error('an order without an open checkout was refused')
    const done = await fulfilPaid(
      trx,
      { id, ...order },
      input.paidAt,
      deps.config.affiliateHoldDays,
    )
    if (done !== 'fulfilled') throw new HttpError(409, CheckoutMessages.alreadyPurchased)
    await claimReceipt(trx, id, input.paidAt)
    return id
  }
  const { db } = deps
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
}
