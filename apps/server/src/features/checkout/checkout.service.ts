import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import {
  CheckoutMessages,
  type CheckoutStatus,
  type CreateCheckoutAnswer,
  type CheckoutType,
} from '@aula/contract/checkout'
import type { Config } from '#src/config.ts'
import { now, type Db } from '#src/db/connect.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Mailer } from '#src/lib/mail.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import {
  claimReceipt,
  findBuyer,
  findCoursePriceByTitleKey,
  findItemPrices,
  findOnlineCoursePriceByTitleKey,
  findOrderById,
  findReferrerId,
  insertCommission,
  insertEnrollment,
  insertOrder,
  isEnrolled,
  listPaidUnreceiptedOrders,
  listPendingOrders,
  markOrderFailed,
  markOrderPaid,
  releaseReceipt,
  setOrderCheckoutId,
  type OrderRow,
} from './checkout.repository.ts'
import { receiptMail } from './checkout.mails.ts'
import { ProviderError, type Providers } from './payment-provider.ts'

export interface CheckoutDeps {
  db: Db
  mail: Mailer
  config: Config
  log: FastifyBaseLogger
  providers: Providers
}

/**
 * What an item costs now: an in-person course its deposit (facilitatorPrice) when it has
 * one, else its price; a video course its price (DESIGN §4).
 */
export function chargeFor(
  type: CheckoutType,
  prices: { price: number; deposit: number | null },
): { amountCents: number; charge: 'deposit' | 'full'; balanceCents: number | null } {
  if (type === 'physical' && prices.deposit !== null && prices.deposit > 0) {
    return {
      amountCents: prices.deposit,
      charge: 'deposit',
      balanceCents: Math.max(0, prices.price - prices.deposit),
    }
  }
  return { amountCents: prices.price, charge: 'full', balanceCents: null }
}

/** An order reference nobody can guess or reuse: the provider's checkout_reference. */
function newReference(): string {
  return `AULA-${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`
}

export async function createCheckout(
  deps: CheckoutDeps,
  user: { id: number },
  input: { title: string; type: CheckoutType },
): Promise<CreateCheckoutAnswer> {
  const { db, config, providers } = deps
  const key = titleLookupKey(input.title)
  const item = key
    ? input.type === 'physical'
      ? await findCoursePriceByTitleKey(db, key)
      : await findOnlineCoursePriceByTitleKey(db, key)
    : undefined
  if (!item) throw new HttpError(404, ErrorMessages.notFound)
  const itemId = Number(item.id)
  const ids = {
    courseId: input.type === 'physical' ? itemId : null,
    onlineCourseId: input.type === 'online' ? itemId : null,
  }
  if (await isEnrolled(db, user.id, ids))
    throw new HttpError(409, CheckoutMessages.alreadyPurchased)

  const price = chargeFor(input.type, {
    price: Number(item.price_cents),
    deposit: item.facilitator_price_cents === null ? null : Number(item.facilitator_price_cents),
  })
  const provider = providers.current
  const reference = newReference()
  const orderId = await insertOrder(db, {
    reference,
    user_id: user.id,
    item_type: input.type === 'physical' ? 'course' : 'online_course',
    course_id: ids.courseId,
    online_course_id: ids.onlineCourseId,
    item_title: item.title,
    amount_cents: price.amountCents,
    currency: 'EUR',
    charge: price.charge,
    provider: provider.name,
    provider_checkout_id: null,
    status: 'pending',
    created_at: now(),
    paid_at: null,
    fulfilled_at: null,
  })
  let checkoutId: string
  try {
    checkoutId = await provider.createCheckout({
      reference,
      amountCents: price.amountCents,
      currency: 'EUR',
      description: item.title.slice(0, 200),
      returnUrl: `${config.publicUrl}/api/checkout/webhook`,
    })
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'payment provider refused a new checkout')
    await markOrderFailed(db, orderId)
    throw new HttpError(503, 'Payment provider unavailable', { cause: error })
  }
  await setOrderCheckoutId(db, orderId, checkoutId)
  return {
    message: 'Success',
    id: checkoutId,
    amount: centsToEuros(price.amountCents),
    currency: 'EUR',
    charge: price.charge,
    balanceDue: price.balanceCents === null ? null : centsToEuros(price.balanceCents),
    provider: provider.name,
    title: item.title,
    type: input.type,
  }
}

function statusOf(order: Pick<OrderRow, 'status'>): CheckoutStatus {
  return order.status === 'paid' ? 'PAID' : order.status === 'failed' ? 'FAILED' : 'PENDING'
}

/**
 * Asks the provider about an order's checkout and acts on the answer: PAID with the
 * order's amount, currency and reference fulfils it (once, whoever calls); FAILED marks a
 * pending order failed. Confirm, webhook and reconciliation all come here and may race.
 */
export async function syncOrder(deps: CheckoutDeps, order: OrderRow): Promise<CheckoutStatus> {
  const { db, log, providers } = deps
  if (order.status === 'paid') {
    await sendReceiptOnce(deps, order)
    return 'PAID'
  }
  const provider = providers.of(order.provider)
  if (!provider || !order.provider_checkout_id) return statusOf(order)
  let checkout
  try {
    checkout = await provider.getCheckout(order.provider_checkout_id)
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    log.warn(
      { err: error, orderId: order.id },
      'payment provider not answering; order stays as it is',
    )
    return statusOf(order)
  }
  if (!checkout) {
    log.warn({ orderId: order.id }, 'payment provider does not know the checkout of an order')
    return statusOf(order)
  }
  if (checkout.status === 'PAID') {
    const matches =
      checkout.amountCents === Number(order.amount_cents) &&
      checkout.currency === order.currency &&
      checkout.reference === order.reference
    if (!matches) {
      // Never fulfil a payment that is not this order's: someone has to look at it.
      log.error(
        {
          orderId: order.id,
          reference: order.reference,
          expected: { amountCents: order.amount_cents, currency: order.currency },
          provider: {
            amountCents: checkout.amountCents,
            currency: checkout.currency,
            reference: checkout.reference,
          },
        },
        'paid checkout does not match its order: not fulfilled',
      )
      await markOrderFailed(db, Number(order.id))
    } else {
      await fulfil(deps, order)
    }
  } else if (checkout.status === 'FAILED') {
    await markOrderFailed(db, Number(order.id))
  }
  const current = await findOrderById(db, Number(order.id))
  return current ? statusOf(current) : 'PENDING'
}

/**
 * Marks the order paid, enrolls the buyer and credits the referrer, in one transaction
 * that only the caller whose conditional UPDATE took the order carries on; then the receipt.
 */
async function fulfil(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const { db, config } = deps
  const orderId = Number(order.id)
  const at = now()
  const won = await db.transaction().execute(async (trx) => {
    if (!(await markOrderPaid(trx, orderId, at))) return false
    await insertEnrollment(trx, {
      userId: Number(order.user_id),
      courseId: order.course_id === null ? null : Number(order.course_id),
      onlineCourseId: order.online_course_id === null ? null : Number(order.online_course_id),
      orderId,
      at,
    })
    const buyer = await findReferrerId(trx, Number(order.user_id))
    const referrerId = buyer?.referred_by_id == null ? null : Number(buyer.referred_by_id)
    const item = await findItemPrices(trx, order)
    const commission = item?.affiliate_price_cents == null ? 0 : Number(item.affiliate_price_cents)
    if (referrerId !== null && referrerId !== Number(order.user_id) && commission > 0) {
      await insertCommission(trx, {
        userId: referrerId,
        orderId,
        amountCents: commission,
        availableAt: new Date(Date.parse(at) + config.affiliateHoldDays * 86_400_000).toISOString(),
        at,
      })
    }
    return true
  })
  if (won) deps.log.info({ orderId, reference: order.reference }, 'order paid and fulfilled')
  await sendReceiptOnce(deps, order)
}

/** The receipt goes out once: the caller that claims it sends it; a refused mail is retried later. */
async function sendReceiptOnce(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const { db, mail, config, log } = deps
  const orderId = Number(order.id)
  const at = now()
  if (!(await claimReceipt(db, orderId, at))) return
  const buyer = await findBuyer(db, Number(order.user_id))
  if (!buyer) return
  const amountCents = Number(order.amount_cents)
  const item = await findItemPrices(db, order)
  const balanceCents =
    order.charge === 'deposit' && item ? Math.max(0, Number(item.price_cents) - amountCents) : null
  try {
    await mail.send(
      receiptMail(config, {
        to: buyer.email,
        name: buyer.name,
        language: buyer.language,
        reference: order.reference,
        title: order.item_title,
        online: order.item_type === 'online_course',
        amountCents,
        charge: order.charge,
        balanceCents,
      }),
    )
  } catch (error) {
    log.warn({ err: error, orderId }, 'receipt not sent; retried by reconciliation')
    await releaseReceipt(db, orderId, at)
  }
}

/** Re-checks pending orders of the last days and sends receipts a stopped process left. */
export async function reconcileOrders(
  deps: CheckoutDeps,
  opts: { maxAgeMs: number; batch: number },
) {
  const since = new Date(Date.now() - opts.maxAgeMs).toISOString()
  for (const order of await listPendingOrders(deps.db, since, opts.batch)) {
    await syncOrder(deps, order)
  }
  for (const order of await listPaidUnreceiptedOrders(deps.db, opts.batch)) {
    await sendReceiptOnce(deps, order)
  }
}
