import { describe, expect, it } from 'vitest'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import { requestDateOf } from './affiliate.mapper.ts'

describe('requestDateOf', () => {
  it('answers what toIsoTimestamp answers, else the stored text', () => {
    const stored = [
      '2026-03-01T10:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2000-02-29T00:00:00.000Z',
      '0000-02-29T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      // Days and hours past the end, which Date moves on to the next month or day.
      '2026-02-29T00:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2026-04-31T08:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      // Not an instant that exists, or not in that form.
      '2026-13-01T00:00:00.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-01-32T00:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      '2026-01-31T00:00:00+01:00',
      '2026-01-31T00:00:00Z',
      '2026-01-31',
      'yesterday',
      '',
    ]
    for (const value of stored) {
      expect(requestDateOf(value), value).toBe(toIsoTimestamp(value) ?? value)
    }
    expect(requestDateOf('2026-02-29T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z')
  })
})
