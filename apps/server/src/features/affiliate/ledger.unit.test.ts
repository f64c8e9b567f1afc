import { describe, expect, it } from 'vitest'
import { balanceFromSums, balanceOf, type LedgerEntry } from './ledger.ts'

const AT = '2026-03-01T12:00:00.000Z'
const BEFORE = '2026-02-01T12:00:00.000Z'
const AFTER = '2026-03-31T12:00:00.000Z'

const commission = (cents: number, availableAt: string): LedgerEntry => ({
  kind: 'commission',
  amount_cents: cents,
  available_at: availableAt,
})

const reservation = (cents: number): LedgerEntry => ({
  kind: 'reservation',
  amount_cents: -cents,
  available_at: AFTER,
})

const release = (cents: number): LedgerEntry => ({
  kind: 'release',
  amount_cents: cents,
  available_at: AFTER,
})

describe('balanceOf', () => {
  it('counts commissions past the hold as available and the others as pending', () => {
    expect(
      balanceOf([commission(1000, BEFORE), commission(250, AT), commission(400, AFTER)], AT),
    ).toEqual({
      availableCents: 1250,
      pendingCents: 400,
    })
  })

  it('subtracts reservations and adds releases back, whenever they were written', () => {
    const entries: LedgerEntry[] = [commission(1000, BEFORE), reservation(1000)]
    expect(balanceOf(entries, AT)).toEqual({ availableCents: 0, pendingCents: 0 })
    entries.push(release(1000))
    expect(balanceOf(entries, AT)).toEqual({ availableCents: 1000, pendingCents: 0 })
  })

  it('folds amounts into their exact sum, cent by cent', () => {
    const entries: LedgerEntry[] = [
      commission(1999, BEFORE),
      commission(1, BEFORE),
      commission(12_345, AT),
      reservation(14_345),
      release(14_345),
      reservation(14_345),
      commission(7, BEFORE),
      commission(333, AFTER),
      commission(667, AFTER),
    ]
    // 1999 + 1 + 12345 − 14345 + 14345 − 14345 + 7 = 7 available; 333 + 667 held.
    expect(balanceOf(entries, AT)).toEqual({ availableCents: 7, pendingCents: 1000 })
    // A balance of many small commissions stays exact (no drift, no text joined up).
    const many = Array.from({ length: 1000 }, () => commission(3, BEFORE))
    expect(balanceOf(many, AT)).toEqual({ availableCents: 3000, pendingCents: 0 })
    // Sums beyond a million euros stay exact too.
    expect(balanceOf([commission(12_345_678_901, BEFORE), commission(99, BEFORE)], AT)).toEqual({
      availableCents: 12_345_679_000,
      pendingCents: 0,
    })
  })

  it('is never negative', () => {
    expect(balanceOf([commission(100, BEFORE), reservation(500)], AT)).toEqual({
      availableCents: 0,
      pendingCents: 0,
    })
    expect(balanceOf([], AT)).toEqual({ availableCents: 0, pendingCents: 0 })
  })
})

describe('balanceFromSums', () => {
  // The total of every entry and the commissions on hold, as the database sums them.
  const sums = (entries: LedgerEntry[], at: string) =>
    balanceFromSums(
      entries.reduce((sum, e) => sum + e.amount_cents, 0),
      entries
        .filter((e) => e.kind === 'commission' && e.available_at > at)
        .reduce((sum, e) => sum + e.amount_cents, 0),
    )

  it('gives what balanceOf gives, whatever the entries and the moment', () => {
    const sets: LedgerEntry[][] = [
      [],
      [commission(1000, BEFORE), commission(250, AT), commission(400, AFTER)],
      [commission(1000, BEFORE), reservation(1000), release(1000), reservation(1000)],
      [commission(100, BEFORE), reservation(500), commission(300, AFTER)],
      [commission(12_345_678_901, AFTER), commission(99, BEFORE), reservation(7)],
    ]
    for (const entries of sets) {
      for (const at of [BEFORE, AT, AFTER, '2027-01-01T00:00:00.000Z']) {
        expect(sums(entries, at)).toEqual(balanceOf(entries, at))
      }
    }
  })
})
