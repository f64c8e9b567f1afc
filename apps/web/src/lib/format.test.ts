import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthLabel,
  formatMonthYear,
  formatPrice,
  schoolToday,
} from './format.ts'

// Intl separates the amount from the sign with a no-break space.
const nbsp = '\u00a0'

describe('formatDate', () => {
  it('shows a calendar day as dd/mm/yyyy without shifting it', () => {
    expect(formatDate('2025-03-07', 'it')).toBe('07/03/2025')
    expect(formatDate('2025-12-31', 'it')).toBe('31/12/2025')
    expect(formatDate('2025-03-07', 'en')).toBe('07/03/2025')
  })

  it('shows an instant as its day in Rome', () => {
    // 23:30 UTC on 31 December is already New Year in Rome.
    expect(formatDate('2024-12-31T23:30:00Z', 'it')).toBe('01/01/2025')
    expect(formatDate(new Date('2025-06-15T10:00:00Z'), 'it')).toBe('15/06/2025')
  })

  it('shows something published at 00:35 in Rome on that Rome day, in either language', () => {
    // 23:35 UTC on 14 November is 00:35 on the 15th in Rome (winter time, UTC+1).
    expect(formatDate('2026-11-14T23:35:00Z', 'it')).toBe('15/11/2026')
    expect(formatDate('2026-11-14T23:35:00Z', 'en')).toBe('15/11/2026')
    expect(formatLongDate('2026-11-14T23:35:00.000Z', 'en')).toBe('15 November 2026')
    expect(formatDateTime('2026-11-14T23:35:00Z', 'it')).toBe('15/11/2026, 00:35')
    // Summer time (UTC+2): 22:35 UTC on 30 June is 00:35 on 1 July.
    expect(formatDate('2026-06-30T22:35:00Z', 'en')).toBe('01/07/2026')
  })

  it('gives an empty string for missing, zero or invalid dates', () => {
    expect(formatDate(null, 'it')).toBe('')
    expect(formatDate(undefined, 'en')).toBe('')
    expect(formatDate('', 'it')).toBe('')
    expect(formatDate(0, 'it')).toBe('')
    expect(formatDate('not a date', 'en')).toBe('')
    expect(formatDate('2025-13-45', 'it')).toBe('')
  })
})

describe('formatLongDate', () => {
  it('writes the month in the reader’s language', () => {
    expect(formatLongDate('2025-03-07', 'it')).toBe('7 marzo 2025')
    expect(formatLongDate('2025-08-01T09:00:00Z', 'it')).toBe('1 agosto 2025')
    expect(formatLongDate('2025-03-07', 'en')).toBe('7 March 2025')
  })
})

describe('formatDateTime', () => {
  it('shows the time in Rome, summer time included', () => {
    expect(formatDateTime('2025-07-01T12:30:00Z', 'it')).toBe('01/07/2025, 14:30')
    expect(formatDateTime('2025-01-10T12:30:00Z', 'it')).toBe('10/01/2025, 13:30')
    expect(formatDateTime('2025-01-10T12:30:00Z', 'en')).toBe('10/01/2025, 13:30')
  })
})

describe('formatMonthYear and formatMonthLabel', () => {
  it('names the month and the year in the reader’s language', () => {
    expect(formatMonthYear('2025-03-01', 'it')).toBe('marzo 2025')
    expect(formatMonthYear('2026-11-01', 'en')).toBe('November 2026')
  })

  it('starts a heading or a filter option with a capital', () => {
    expect(formatMonthLabel('2026-11', 'it')).toBe('Novembre 2026')
    expect(formatMonthLabel('2026-11', 'en')).toBe('November 2026')
  })
})

describe('formatPrice', () => {
  it('shows euros the Italian way in Italian', () => {
    expect(formatPrice(12.5, 'it')).toBe(`12,50${nbsp}€`)
    expect(formatPrice(0, 'it')).toBe(`0,00${nbsp}€`)
    expect(formatPrice(12345.5, 'it')).toBe(`12.345,50${nbsp}€`)
    expect(formatPrice('99.9', 'it')).toBe(`99,90${nbsp}€`)
  })

  it('shows euros the English way in English', () => {
    expect(formatPrice(12.5, 'en')).toBe('€12.50')
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50')
    expect(formatPrice('99.9', 'en')).toBe('€99.90')
  })

  it('gives an empty string for an unknown amount', () => {
    expect(formatPrice(null, 'it')).toBe('')
    expect(formatPrice(undefined, 'en')).toBe('')
    expect(formatPrice('abc', 'it')).toBe('')
  })
})

describe('schoolToday', () => {
  it('is the day in Rome, not on the visitor’s or the server’s clock', () => {
    expect(schoolToday(new Date('2026-11-14T23:35:00Z'))).toBe('2026-11-15')
    expect(schoolToday(new Date('2026-11-15T10:00:00Z'))).toBe('2026-11-15')
  })
})

describe('the hand-written formats', () => {
  // What the browser's Intl writes, which every format must match exactly.
  const intlFormats = new Map<string, Intl.DateTimeFormat>()
  function intlDate(language: 'it' | 'en', options: Intl.DateTimeFormatOptions, date: Date) {
    const key = language + JSON.stringify(options)
    let format = intlFormats.get(key)
    if (!format) {
      format = new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
        ...options,
        timeZone: 'Europe/Rome',
      })
      intlFormats.set(key, format)
    }
    return format.format(date)
  }

  /** Instants around every change of clocks from 1996 to 2040, and through the days. */
  function instants(): Date[] {
    const out: Date[] = []
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0))
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
        for (const minutes of [-61, -1, 0, 1, 59, 60, 61, 23 * 60, 24 * 60 - 1]) {
          out.push(new Date(change + minutes * 60_000))
        }
      }
      for (let day = 0; day < 366; day += 17)
        out.push(new Date(Date.UTC(year, 0, 1, 22, 59) + day * 86_400_000))
    }
    return out
  }

  it('write instants on Rome’s clock as Intl does, summer time changes included', () => {
    for (const date of instants()) {
      for (const language of ['it', 'en'] as const) {
        expect(formatDateTime(date, language)).toBe(
          intlDate(
            language,
            {
              day: '2-digit',
              month: '2-digit',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            },
            date,
          ),
        )
        expect(formatLongDate(date, language)).toBe(
          intlDate(language, { day: 'numeric', month: 'long', year: 'numeric' }, date),
        )
      }
    }
  })

  it('name every month in both languages as Intl does', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-15`
      const date = new Date(`${day}T12:00:00Z`)
      expect(formatMonthYear(day, 'it')).toBe(
        intlDate('it', { month: 'long', year: 'numeric' }, date),
      )
      expect(formatMonthYear(day, 'en')).toBe(
        intlDate('en', { month: 'long', year: 'numeric' }, date),
      )
    }
  })

  it('know today in Rome on the evening a change of clocks', () => {
    // 22:30 UTC on 25 October 2026 is 23:30 in Rome (winter time from 01:00 UTC that day).
    expect(schoolToday(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25')
    // 22:30 UTC on 24 October 2026 is 00:30 on the 25th (still summer time).
    expect(schoolToday(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25')
  })

  it('write amounts as Intl does, rounding half cents up', () => {
    const amounts = [
      0,
      0.005,
      0.015,
      0.125,
      1.005,
      1.995,
      9.99,
      999.995,
      1000,
      1234.5,
      9999.99,
      10000,
      12345.678,
      999999.999,
      1234567.891,
      0.1 + 0.2,
      -3.2,
      -0,
      1e21,
      5e-7,
    ]
    for (let cents = 0; cents < 2_000_000; cents += 7919) amounts.push(cents / 100)
    for (const amount of amounts) {
      for (const language of ['it', 'en'] as const) {
        const intl = new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
          style: 'currency',
          currency: 'EUR',
        }).format(amount)
        expect(formatPrice(amount, language), String(amount)).toBe(intl)
      }
    }
  })
})
