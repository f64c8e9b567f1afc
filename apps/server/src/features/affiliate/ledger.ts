/*
 * The affiliate ledger (docs/product.md#affiliate): earnings are never a number that
 * is overwritten but the sum of entries. A paid order by a referred member credits a
 * commission, available once the refund hold is over; a withdrawal request reserves (a
 * negative entry) the whole available balance; a rejection releases it (the same amount
 * back); an approval leaves the reservation as it is, which makes the payout final.
 */

export type LedgerKind = 'commission' | 'reservation' | 'release'

export interface LedgerEntry {
  kind: LedgerKind
  /** Cents; reservations are negative, commissions and releases positive. */
  amount_cents: number | string
  /** ISO 8601: when a commission's refund hold ends. */
  available_at: string
}

export interface Balance {
  /** What the member may withdraw now, in cents; never negative. */
  availableCents: number
  /** Commissions still inside the refund hold, in cents. */
  pendingCents: number
}

/** The balances of a member's entries at a moment (ISO 8601). */
export function balanceOf(entries: readonly LedgerEntry[], at: string): Balance {
  let available = 0
  let pending = 0
  for (const entry of entries) {
    const cents = Math.round(Number(entry.amount_cents))
    if (!Number.isFinite(cents)) continue
    // Reservations and releases count at once, whatever a clock said when they were written.
    if (entry.kind !== 'commission' || entry.available_at <= at) available += cents
    else pending += cents
  }
  return { availableCents: Math.max(0, available), pendingCents: Math.max(0, pending) }
}
