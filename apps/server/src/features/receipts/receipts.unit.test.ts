import { describe, expect, it } from 'vitest'
import { receiptNumber } from '@aula/contract/receipts'
import { isValidPartitaIva, normalizePartitaIva } from '@aula/contract/tax-ids'
import { isCalendarDay, nextDay, schoolDayStart, schoolYearOf } from './school-time.ts'

describe('partita IVA', () => {
  it('accepts 11 digits whose check digit holds, with IT and spaces as typed', () => {
    expect(isValidPartitaIva('01234567897')).toBe(true)
    expect(isValidPartitaIva('12345678903')).toBe(true)
    expect(isValidPartitaIva('IT 012 345 678 97')).toBe(true)
    expect(normalizePartitaIva('it 01234567897')).toBe('01234567897')
  })

  it('refuses a wrong check digit, another length, letters and all zeros', () => {
    expect(isValidPartitaIva('01234567890')).toBe(false)
    expect(isValidPartitaIva('0123456789')).toBe(false)
    expect(isValidPartitaIva('012345678977')).toBe(false)
    expect(isValidPartitaIva('0123456789A')).toBe(false)
    expect(isValidPartitaIva('00000000000')).toBe(false)
  })
})

describe('receipt numbers and the school calendar', () => {
  it('writes the number with its year and six digits at least', () => {
    expect(receiptNumber(2026, 123)).toBe('2026/000123')
    expect(receiptNumber(2027, 1_234_567)).toBe('2027/1234567')
  })

  it("takes the year of Rome's calendar", () => {
    expect(schoolYearOf('2025-12-31T22:59:59.000Z')).toBe(2025)
    expect(schoolYearOf('2025-12-31T23:00:00.000Z')).toBe(2026)
  })

  it('finds when a day starts in Rome, winter and summer, and checks it is a real day', () => {
    expect(schoolDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z')
    expect(schoolDayStart('2026-07-15')).toBe('2026-07-14T22:00:00.000Z')
    expect(nextDay('2026-02-28')).toBe('2026-03-01')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-13-01')).toBe(false)
  })
})
