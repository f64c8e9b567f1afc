import { describe, expect, it } from 'vitest'
import { commissionOnPaid, discountCents } from './coupon-math.ts'

describe('discountCents', () => {
  it('takes a percentage rounded to the nearest cent, half a cent up', () => {
    const twenty = { kind: 'percent' as const, percent: 20, amountCents: null }
    expect(discountCents(twenty, 4_999)).toBe(1_000) // 9.998 €
    expect(discountCents({ ...twenty, percent: 15 }, 1_010)).toBe(152) // 1.515 €
    expect(discountCents({ ...twenty, percent: 33 }, 1_001)).toBe(330) // 3.3033 €
    expect(discountCents({ ...twenty, percent: 100 }, 4_999)).toBe(4_999)
  })

  it('takes a fixed amount, never more than the charge', () => {
    const ten = { kind: 'fixed' as const, percent: null, amountCents: 1_000 }
    expect(discountCents(ten, 4_999)).toBe(1_000)
    expect(discountCents(ten, 700)).toBe(700)
  })
})

describe('commissionOnPaid', () => {
  it('shrinks the commission as the payment shrank, rounded down', () => {
    expect(commissionOnPaid(1_000, { amountCents: 8_000, listAmountCents: 10_000 })).toBe(800)
    expect(commissionOnPaid(999, { amountCents: 3_999, listAmountCents: 4_999 })).toBe(799)
  })

  it('leaves it whole without a discount, and null stays null', () => {
    expect(commissionOnPaid(1_000, { amountCents: 10_000, listAmountCents: null })).toBe(1_000)
    expect(commissionOnPaid(null, { amountCents: 10, listAmountCents: 100 })).toBeNull()
  })
})
