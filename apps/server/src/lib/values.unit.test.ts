import { describe, expect, it } from 'vitest'
import { centsToEuros, centsToEurosOrNull, eurosToCents } from './money.ts'
import { fullName, toCalendarDate, toIsoTimestamp, toSchoolDate } from './row-values.ts'
import { RowIdSchema, titleLookupKey } from './params.ts'

describe('money', () => {
  it('turns cents into euros with 2 decimals', () => {
    expect(centsToEuros(35_000)).toBe(350)
    expect(centsToEuros(1999)).toBe(19.99)
    expect(centsToEuros(5)).toBe(0.05)
    expect(centsToEurosOrNull(null)).toBeNull()
    expect(centsToEurosOrNull(0)).toBe(0)
  })

  it('turns euros into whole cents without float drift', () => {
    expect(eurosToCents(19.99)).toBe(1999)
    expect(eurosToCents(0.1 + 0.2)).toBe(30)
    expect(eurosToCents(1.005)).toBe(101)
  })
})

describe('row values', () => {
  it('accepts only real calendar days', () => {
    expect(toCalendarDate('2028-02-29')).toBe('2028-02-29')
    expect(toCalendarDate('2027-02-29')).toBeNull()
    expect(toCalendarDate('2027-13-01')).toBeNull()
    expect(toCalendarDate('2027-1-1')).toBeNull()
    expect(toCalendarDate(null)).toBeNull()
    expect(toCalendarDate('0')).toBeNull()
  })

  it('writes timestamps as ISO 8601 UTC, null when unreadable', () => {
    expect(toIsoTimestamp('2026-01-31T10:00:00+01:00')).toBe('2026-01-31T09:00:00.000Z')
    expect(toIsoTimestamp('ieri')).toBeNull()
    expect(toIsoTimestamp('+020000-01-01T00:00:00Z')).toBeNull()
    expect(toIsoTimestamp('')).toBeNull()
  })

  it('gives the day an instant fell on in Rome, winter and summer time alike', () => {
    // 00:35 in Rome is 23:35 UTC the day before in winter, 22:35 UTC in summer.
    expect(toSchoolDate('2026-11-14T23:35:00.000Z')).toBe('2026-11-15')
    expect(toSchoolDate('2026-06-30T22:35:00Z')).toBe('2026-07-01')
    expect(toSchoolDate('2026-11-14T22:59:59Z')).toBe('2026-11-14')
    expect(toSchoolDate(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01')
    expect(toSchoolDate('ieri')).toBeNull()
    expect(toSchoolDate(null)).toBeNull()
  })

  it('joins a name and a surname', () => {
    expect(fullName('Antonio', 'Esposito')).toBe('Antonio Esposito')
    expect(fullName(null, null)).toBe('')
    expect(fullName(' Anna ', '')).toBe('Anna')
  })
})

describe('path parameters', () => {
  it('takes ids that are positive integers within the column', () => {
    expect(RowIdSchema.parse('17')).toBe(17)
    expect(RowIdSchema.parse('2147483647')).toBe(2_147_483_647)
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '2147483648', '99999999999']) {
      expect(RowIdSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('looks titles up by key, refusing ones no stored title could match', () => {
    expect(titleLookupKey('Pizza-Napoletana STG')).toBe('pizza napoletana stg')
    expect(titleLookupKey('   ')).toBeNull()
    expect(titleLookupKey('a\u0000b')).toBeNull()
  })
})
