import type { Transaction } from 'kysely'
import { CheckoutMessages } from '@aula/contract/checkout'
import type { CustomerOrderTable, Database } from '#src/db/database.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  withCouponUse,
  type AppliedCoupon,
  type CheckoutItem,
} from '#src/features/coupons/coupon-checkout.service.ts'
import { findOrderById, insertOrder } from './checkout.repository.ts'
import type { CheckoutDeps } from './checkout.service.ts'
import { fulfilPaid } from './fulfilment.service.ts'
import { sendReceiptOnce } from './payment-follow-up.service.ts'

/*
 * An order a discount code covers entirely (docs/product.md#coupons, decision 032): no
 * payment provider is asked. The order is written and fulfilled (paid at 0, the buyer
 * enrolled, the edition's seat kept as a paid order's) inside the one transaction that
 * takes the code's use under its row lock, so the last use of a code still goes to one
 * buyer only. It gets no receipt (nothing was paid) and its inviter no commission
 * (the commission follows the amount paid); the buyer gets a confirmation mail.
 */

/** Writes and fulfils a free order; 409 when the buyer has the item already. */
export async function placeFreeOrder(
  deps: CheckoutDeps,
  coupon: AppliedCoupon,
  buyer: CheckoutItem,
  values: Omit<CustomerOrderTable, 'id'>,
): Promise<void> {
  const { db, config } = deps
  const orderId = await withCouponUse(db, coupon, buyer, async (conn) => {
    // With a code the write always runs inside the code's locked transaction.
    const trx = conn as Transaction<Database>
    const id = await insertOrder(trx, { ...values, open_checkout_key: null, valid_until: null })
    if (id === null) throw new Error('a free order without an open-checkout key was refused')
    const done = await fulfilPaid(
      trx,
      { id, ...values },
      values.created_at,
      config.affiliateHoldDays,
    )
    // Another tab enrolled the buyer a moment ago: nothing of this order stays.
    if (done !== 'fulfilled') throw new HttpError(409, CheckoutMessages.alreadyPurchased)
    return id
  })
  deps.log.info({ orderId, reference: values.reference }, 'free order fulfilled with a code')
  const order = await findOrderById(db, orderId)
  // The confirmation mail, claimed once as a receipt mail is (reconciliation retries it).
  if (order) await sendReceiptOnce(deps, order)
}
