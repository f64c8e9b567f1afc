import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { ErrorMessages, titleToSlug } from '@aula/contract/common'
import {
  CheckoutMessages,
  type CheckoutStatus,
  type CreateCheckoutAnswer,
  type CheckoutType,
} from '@aula/contract/checkout'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { QueuedMailer } from '#src/lib/mail-queue.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import {
  findOpenOrder,
  findOrderById,
  insertOrder,
  listDuplicatesToRefund,
  listPaidUnreceiptedOrders,
  listPendingOrders,
  markOrderFailed,
  openCheckoutKey,
  setOrderCheckoutId,
  type OrderRow,
} from './checkout.repository.ts'
import {
  couponAnswer,
  couponColumns,
  couponForCheckout,
  withCouponUse,
} from '#src/features/coupons/coupon-checkout.service.ts'
import {
  holdSeatForCheckout,
  holdsOtherEdition,
  releaseSeatOfOrder,
} from '#src/features/editions/seats.service.ts'
import { fulfilPaid } from './fulfilment.service.ts'
import { placeFreeOrder } from './free-order.service.ts'
import { chargeFor, itemPricesByTitleKey } from './item-prices.ts'
import {
  ProviderError,
  type PaymentProvider,
  type ProviderCheckout,
  type Providers,
} from './payment-provider.ts'
import { refundOnce, sendReceiptOnce } from './payment-follow-up.service.ts'

export interface CheckoutDeps {
  db: Db
  mail: QueuedMailer
  config: Config
  log: FastifyBaseLogger
  providers: Providers
  /** Opens the buyer's codice fiscale for the receipt's PDF (docs/product.md#receipts). */
  dataKey?: Buffer
}

/** An order reference nobody can guess or reuse: the provider's checkout_reference. */
function newReference(): string {
  return `AULA-${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`
}

/** How long a checkout takes payments: past it the provider refuses it (valid_until). */
export const CHECKOUT_VALID_MS = 30 * 60_000
/** An open checkout with less time left than this is replaced, not handed out again. */
const REUSE_MARGIN_MS = 5 * 60_000
/** How long a second request waits for the checkout another one is opening. */
const OPENING_WAIT_MS = 16_000

type Price = ReturnType<typeof chargeFor>

/**
 * Opens a checkout for a buyer and an item, or hands out the one the buyer already has
 * open for it (another tab, a reload): one open checkout per buyer and item.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  user: { id: number },
  input: {
    title: string
    type: CheckoutType
    coupon?: string | undefined
    edition?: number | undefined
  },
): Promise<CreateCheckoutAnswer> {
  const { db, config, providers } = deps
  const key = titleLookupKey(input.title)
  const item = key ? await itemPricesByTitleKey(db, input.type, key) : undefined
  if (!item) throw new HttpError(404, ErrorMessages.notFound)
  const itemId = item.id
  const ids = {
    courseId: input.type === 'physical' ? itemId : null,
    onlineCourseId: input.type === 'online' ? itemId : null,
  }
  if (await isEnrolled(db, user.id, ids))
    throw new HttpError(409, CheckoutMessages.alreadyPurchased)

  const price = chargeFor(input.type, { price: item.priceCents, deposit: item.depositCents })
  // A discount code comes off what is charged now (docs/product.md#coupons).
  const coupon = await couponForCheckout(
    db,
    input.coupon,
    { userId: user.id, ...ids },
    price.amountCents,
  )
  if (coupon) price.amountCents = coupon.amountCents
  const provider = providers.current
  const answer = (checkoutId: string): CreateCheckoutAnswer => ({
    message: 'Success',
    id: checkoutId,
    amount: centsToEuros(price.amountCents),
    currency: 'EUR',
    charge: price.charge,
    balanceDue: price.balanceCents === null ? null : centsToEuros(price.balanceCents),
    provider: provider.name,
    title: item.title,
    type: input.type,
    ...couponAnswer(coupon),
  })
  const openKey = openCheckoutKey(user.id, ids)

  // A request that loses the race for the open-checkout key to another tab hands out the
  // winner's checkout on its next turn.
  for (let turn = 0; turn < 3; turn += 1) {
    const open = await findOpenOrder(db, openKey)
    // Another edition than the open checkout's was chosen: that one closes (features/editions).
    if (open && (await holdsOtherEdition(db, open.reference, input.edition))) {
      const outcome = await syncOrder(deps, open)
      if (outcome === 'PAID' || outcome === 'DUPLICATE') {
        throw new HttpError(409, CheckoutMessages.alreadyPurchased)
      }
      await markOrderFailed(db, open.id)
    } else if (open) {
      const reused = await reuseOpenOrder(deps, open, { price, provider, couponId: coupon?.id })
      if (reused === 'owned') throw new HttpError(409, CheckoutMessages.alreadyPurchased)
      if (reused) return answer(reused)
    }
    const reference = newReference()
    const validUntil = new Date(Date.now() + CHECKOUT_VALID_MS).toISOString()
    // An in-person course's edition: a seat is held for this payment (features/editions).
    const seat = await holdSeatForCheckout(db, ids, input.edition, user.id, reference, validUntil)
    const buyer = { userId: user.id, ...ids }
    const values = {
      reference,
      user_id: user.id,
      item_type: input.type === 'physical' ? ('course' as const) : ('online_course' as const),
      course_id: ids.courseId,
      online_course_id: ids.onlineCourseId,
      item_title: item.title,
      amount_cents: price.amountCents,
      currency: 'EUR',
      charge: price.charge,
      provider: provider.name,
      provider_checkout_id: null,
      status: 'pending' as const,
      created_at: now(),
      paid_at: null,
      fulfilled_at: null,
      open_checkout_key: openKey,
      valid_until: validUntil,
      refund_requested_at: null,
      ...couponColumns(coupon),
    }
    // The code's last use went to another buyer meanwhile: the seat goes back too.
    const giveSeatBack = async (error: unknown): Promise<never> => {
      if (seat) await releaseSeatOfOrder(db, reference)
      throw error
    }
    if (coupon && price.amountCents === 0) {
      // The code covers the whole payment: fulfilled now, without the provider (032).
      await placeFreeOrder(deps, coupon, buyer, { ...values, provider: 'free' }).catch(giveSeatBack)
      return { ...answer(reference), provider: 'free', complete: true }
    }
    const orderId = await withCouponUse(db, coupon, buyer, (conn) =>
      insertOrder(conn, values),
    ).catch(giveSeatBack)
    if (orderId === null && seat) await releaseSeatOfOrder(db, reference)
    if (orderId === null) continue
    let checkoutId: string
    try {
      checkoutId = await provider.createCheckout({
        reference,
        amountCents: price.amountCents,
        currency: 'EUR',
        description: item.title.slice(0, 200),
        returnUrl: `${config.publicUrl}/api/checkout/webhook`,
        redirectUrl: `${config.publicUrl}${checkoutPagePath(input.type, item.title)}`,
        validUntil,
      })
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'payment provider refused a new checkout')
      await markOrderFailed(db, orderId)
      throw new HttpError(503, 'Payment provider unavailable', { cause: error })
    }
    await setOrderCheckoutId(db, orderId, checkoutId)
    return answer(checkoutId)
  }
  throw new HttpError(503, 'Payment provider unavailable')
}

/** The checkout page of an item: where the provider sends the buyer back after 3-D Secure. */
function checkoutPagePath(type: CheckoutType, title: string): string {
  const page = type === 'physical' ? 'course' : 'onlinecourse'
  return `/checkout/${page}/${encodeURIComponent(titleToSlug(title))}`
}

/**
 * What to do with the checkout a buyer already has open for an item: its id when it can
 * still take the payment; 'owned' when the provider says it was paid meanwhile; null when
 * it was closed (declined, expired or about to, opened at another price or provider).
 */
async function reuseOpenOrder(
  deps: CheckoutDeps,
  open: OrderRow,
  current: { price: Price; provider: PaymentProvider; couponId?: number | undefined },
): Promise<string | null> {
  const { db } = deps
  let order: OrderRow | undefined = open
  // Another request is opening this checkout at the provider right now: wait for it.
  const until = Date.now() + OPENING_WAIT_MS
  while (order && order.status === 'pending' && !order.provider_checkout_id) {
    if (Date.now() > until || Date.parse(order.created_at) < Date.now() - OPENING_WAIT_MS) {
      // A process stopped before the provider answered: nothing can be paid on it.
      await markOrderFailed(db, order.id)
      return null
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    order = await findOrderById(db, open.id)
  }
  if (!order || order.status !== 'pending') return null
  // The buyer may have paid it in another tab without the page hearing of it.
  const outcome = await syncOrder(deps, order)
  if (outcome === 'PAID' || outcome === 'DUPLICATE') return 'owned'
  if (outcome === 'FAILED') return null
  const expiring =
    !order.valid_until || Date.parse(order.valid_until) - Date.now() < REUSE_MARGIN_MS
  const changed =
    order.provider !== current.provider.name ||
    order.amount_cents !== current.price.amountCents ||
    order.charge !== current.price.charge ||
    (order.coupon_id ?? null) !== (current.couponId ?? null)
  if (expiring || changed || !order.provider_checkout_id) {
    await markOrderFailed(db, order.id)
    return null
  }
  return order.provider_checkout_id
}

/** What an order's caller learns: the provider's statuses, or DUPLICATE (paid twice). */
export type OrderOutcome = CheckoutStatus | 'DUPLICATE'

function statusOf(order: Pick<OrderRow, 'status'>): OrderOutcome {
  switch (order.status) {
    case 'paid':
      return 'PAID'
    case 'failed':
      return 'FAILED'
    case 'duplicate':
      return 'DUPLICATE'
    default:
      return 'PENDING'
  }
}

/**
 * Asks the provider about an order's checkout and acts on the answer: PAID with the
 * order's amount, currency and reference fulfils it (once, whoever calls); FAILED marks a
 * pending order failed. Confirm, webhook and reconciliation all come here and may race.
 */
export async function syncOrder(deps: CheckoutDeps, order: OrderRow): Promise<OrderOutcome> {
  const { db, log, providers } = deps
  if (order.status === 'paid') {
    await sendReceiptOnce(deps, order)
    return 'PAID'
  }
  if (order.status === 'duplicate') {
    await refundOnce(deps, order)
    return 'DUPLICATE'
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
      checkout.amountCents === order.amount_cents &&
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
      await markOrderFailed(db, order.id)
    } else {
      await fulfil(deps, order, checkout)
    }
  } else if (checkout.status === 'FAILED') {
    await markOrderFailed(db, order.id)
  }
  const current = await findOrderById(db, order.id)
  return current ? statusOf(current) : 'PENDING'
}

/**
 * Marks the order paid, enrolls the buyer and credits the referrer, in one transaction
 * that only the caller whose conditional UPDATE took the order carries on; then the receipt.
 * When the buyer already had the item (two checkouts paid before either was confirmed)
 * the order becomes a duplicate instead: no enrollment, commission or receipt, and its
 * money is asked back from the provider.
 */
async function fulfil(deps: CheckoutDeps, order: OrderRow, checkout: ProviderCheckout) {
  const { db, config } = deps
  const orderId = order.id
  const at = now()
  const result = await db
    .transaction()
    .execute((trx) => fulfilPaid(trx, order, at, config.affiliateHoldDays))
  if (result === 'duplicate') {
    deps.log.warn(
      { orderId, reference: order.reference },
      'order paid for an item its buyer already has: marked duplicate, to refund',
    )
    await refundOnce(deps, order, checkout)
    return
  }
  if (result === 'fulfilled') {
    deps.log.info({ orderId, reference: order.reference }, 'order paid and fulfilled')
  }
  await sendReceiptOnce(deps, order)
}

/**
 * Re-checks pending orders of the last days, sends receipts a stopped process left and
 * asks again for refunds of duplicates the provider did not accept.
 */
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
  for (const order of await listDuplicatesToRefund(deps.db, since, opts.batch)) {
    await refundOnce(deps, order)
  }
}
