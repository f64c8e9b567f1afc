import { describe, expect, it } from 'vitest'
import { parseInt8, parseNumeric, pgTypes } from './pg-types.ts'

/* How the PostgreSQL pool reads text values (pg-types.ts), without a database. */

const parse = (oid: number, text: string) =>
  (pgTypes.getTypeParser(oid, 'text') as (value: string) => unknown)(text)

describe('PostgreSQL values as the row types say', () => {
  it('reads int8 and numeric as numbers', () => {
    expect(parse(20, '5000000001')).toBe(5_000_000_001)
    expect(parse(1700, '12.50')).toBe(12.5)
  })

  it('refuses an int8 or numeric a number cannot hold exactly, rather than rounding it', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError)
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => parseNumeric('NaN')).toThrow(RangeError)
  })

  it('reads booleans as 1 and 0, as SQLite stores them', () => {
    expect(parse(16, 't')).toBe(1)
    expect(parse(16, 'f')).toBe(0)
  })

  it('reads dates as text and instants as ISO 8601 UTC', () => {
    expect(parse(1082, '2026-01-31')).toBe('2026-01-31')
    expect(parse(1184, '2026-01-31 10:00:00.5+01')).toBe('2026-01-31T09:00:00.500Z')
    expect(parse(1114, '2026-01-31 10:00:00')).toBe('2026-01-31T10:00:00.000Z')
    expect(parse(1184, 'infinity')).toBe('infinity')
  })

  it('leaves other types to the driver', () => {
    expect(parse(23, '42')).toBe(42)
    expect(parse(25, 'text')).toBe('text')
  })
})
