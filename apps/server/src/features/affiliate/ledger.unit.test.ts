import { describe, expect, it } from 'vitest'
import { balanceOf, type LedgerEntry } from './ledger.ts'

const AT = '2026-03-01T12:00:00.000Z'
const BEFORE = '2026-02-01T12:00:00.000Z'
const AFTER = '2026-03-31T12:00:00.000Z'

const commission = (cents: number, availableAt: string): LedgerEntry => ({
  kind: 'commission',
  amount_cents: cents,
  available_at: availableAt,
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
    const entries: LedgerEntry[] = [
      commission(1000, BEFORE),
      { kind: 'reservation', amount_cents: -1000, available_at: AFTER },
    ]
    expect(balanceOf(entries, AT)).toEqual({ availableCents: 0, pendingCents: 0 })
    entries.push({ kind: 'release', amount_cents: '1000', available_at: AFTER })
    expect(balanceOf(entries, AT)).toEqual({ availableCents: 1000, pendingCents: 0 })
  })

  it('is never negative and ignores unreadable amounts', () => {
    expect(
      balanceOf(
        [
          commission(100, BEFORE),
          { kind: 'reservation', amount_cents: -500, available_at: BEFORE },
          { kind: 'commission', amount_cents: 'x', available_at: BEFORE },
        ],
        AT,
      ),
    ).toEqual({ availableCents: 0, pendingCents: 0 })
    expect(balanceOf([], AT)).toEqual({ availableCents: 0, pendingCents: 0 })
  })
})
