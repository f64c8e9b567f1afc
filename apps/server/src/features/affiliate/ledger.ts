import type { AffiliateEntryTable } from '#src/db/database.ts'

/*
 * The affiliate ledger (docs/product.md#affiliate): earnings are never a number that
 * is overwritten but the sum of entries. A paid order by a referred member credits a
 * commission, available once the refund hold is over; a withdrawal request reserves (a
 * negative entry) the whole available balance; a rejection releases it (the same amount
 * back); an approval leaves the reservation as it is, which makes the payout final.
 */

/**
 * An entry as the ledger reads it: `amount_cents` in whole cents, negative for a
 * reservation, positive for a commission or a release; `available_at` (ISO 8601) is when a
 * commission's refund hold ends. Amounts are numbers on both engines (db/pg-types.ts).
 */
export type LedgerEntry = Pick<AffiliateEntryTable, 'kind' | 'amount_cents' | 'available_at'>

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
    // Reservations and releases count at once, whatever a clock said when they were written.
    if (entry.kind !== 'commission' || entry.available_at <= at) available += entry.amount_cents
    else pending += entry.amount_cents
  }
  return { availableCents: Math.max(0, available), pendingCents: Math.max(0, pending) }
}

/**
 * The same balances as balanceOf, from two sums instead of every entry: the sum of all the
 * member's entries and the sum of their commissions still on hold at that moment. Whatever
 * is not a commission on hold is available, so the available balance is the rest.
 */
export function balanceFromSums(totalCents: number, onHoldCents: number): Balance {
  return {
    availableCents: Math.max(0, totalCents - onHoldCents),
    pendingCents: Math.max(0, onHoldCents),
  }
}
