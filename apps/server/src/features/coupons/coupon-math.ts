/*
 * The arithmetic of discount codes (docs/product.md#coupons), in integer cents.
 */

export interface Discount {
  kind: 'percent' | 'fixed'
  percent: number | null
  amountCents: number | null
}

/**
 * What a code takes off a charge: a percentage rounded to the nearest cent (half a cent
 * up), a fixed amount as it is; never more than the charge, so the payment is never below 0.
 */
export function discountCents(code: Discount, chargeCents: number): number {
  const off =
    code.kind === 'percent'
      ? Math.round((chargeCents * (code.percent ?? 0)) / 100)
      : (code.amountCents ?? 0)
  return Math.max(0, Math.min(chargeCents, off))
}

/**
 * The inviter's commission on an order bought with a code: the item's commission shrinks in
 * the proportion the payment did (paid / before the discount), rounded down to the cent.
 * Without a discount it is the item's commission as it is.
 */
export function commissionOnPaid(
  commissionCents: number | null,
  order: { amountCents: number; listAmountCents: number | null },
): number | null {
  if (commissionCents === null) return null
  const list = order.listAmountCents
  if (list === null || list <= 0 || order.amountCents >= list) return commissionCents
  return Math.floor((commissionCents * order.amountCents) / list)
}
