import { findMemberContact } from '#src/features/profile/profile.service.ts'
import { receiptPdfOfOrder } from '#src/features/receipts/receipts.service.ts'
import { now } from '#src/lib/clock.ts'
import { claimReceipt, claimRefund, releaseRefund, type OrderRow } from './checkout.repository.ts'
import { receiptMail } from './checkout.mails.ts'
import { itemPricesOfOrder } from './item-prices.ts'
import { ProviderError, type ProviderCheckout } from './payment-provider.ts'
import type { CheckoutDeps } from './checkout.service.ts'

/*
 * What follows a payment exactly once, whoever gets there first (confirm, webhook or
 * reconciliation): the receipt of a paid order and the refund of a duplicate one
 * (docs/product.md#payments). Each claims its step with a conditional update; a refund
 * gives the claim back when the provider refuses, so reconciliation tries again.
 */

/**
 * Asks the provider, once, to give back the money of a duplicate order. A refused or
 * failed request gives the claim back, and reconciliation asks again later.
 */
export async function refundOnce(
  deps: CheckoutDeps,
  order: OrderRow,
  known?: ProviderCheckout,
): Promise<void> {
  const { db, log, providers } = deps
  const orderId = order.id
  const at = now()
  if (!(await claimRefund(db, orderId, at))) return
  try {
    const provider = providers.of(order.provider)
    if (!provider || !order.provider_checkout_id) {
      throw new ProviderError(`provider ${order.provider} is not configured`)
    }
    const checkout = known ?? (await provider.getCheckout(order.provider_checkout_id))
    if (!checkout) throw new ProviderError('the provider does not know the checkout')
    await provider.refund(checkout)
    log.info({ orderId, reference: order.reference }, 'refund of a duplicate payment requested')
  } catch (error) {
    log.error(
      { err: error, orderId, reference: order.reference },
      'refund of a duplicate payment not accepted; retried later, or refund it by hand',
    )
    await releaseRefund(db, orderId, at)
  }
}

/**
 * The receipt goes out once: the claim of the order and the queued mail are one
 * transaction, so whoever claims it queues it, and a claim never stays without its mail
 * (lib/mail-queue.ts delivers it, retrying while the mail server refuses). The numbered
 * receipt's PDF goes with it, its bytes stored in the queued message.
 */
export async function sendReceiptOnce(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const { db, mail, config } = deps
  const buyer = await findMemberContact(db, order.user_id)
  const amountCents = order.amount_cents
  const item = await itemPricesOfOrder(db, order)
  // The balance is the price less the deposit before any code: a code comes off the
  // deposit only (docs/product.md#coupons).
  const depositCents = order.list_amount_cents ?? amountCents
  const balanceCents =
    order.charge === 'deposit' && item ? Math.max(0, item.priceCents - depositCents) : null
  const pdf = await receiptPdfOfOrder(deps, order.id)
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await claimReceipt(trx, order.id, now()))) return false
    if (!buyer) return false
    await mail.enqueue(
      trx,
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
        receipt: pdf && { number: pdf.number, filename: pdf.filename, content: pdf.content },
      }),
    )
    return true
  })
  if (queued) mail.kick()
}
