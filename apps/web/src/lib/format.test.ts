import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatPrice,
} from './format.ts'

// Intl separates the amount from the sign with a no-break space.
const nbsp = '\u00a0'

describe('formatDate', () => {
  it('shows a calendar day as dd/mm/yyyy without shifting it', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025')
    expect(formatDate('2025-12-31')).toBe('31/12/2025')
  })

  it('shows an instant as its day in Rome', () => {
    // 23:30 UTC on 31 December is already New Year in Rome.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01/01/2025')
    expect(formatDate(new Date('2025-06-15T10:00:00Z'))).toBe('15/06/2025')
  })

  it('gives an empty string for missing, zero or invalid dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate(0)).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('2025-13-45')).toBe('')
  })
})

describe('formatLongDate', () => {
  it('writes the month in Italian', () => {
    expect(formatLongDate('2025-03-07')).toBe('7 marzo 2025')
    expect(formatLongDate('2025-08-01T09:00:00Z')).toBe('1 agosto 2025')
  })
})

describe('formatDateTime', () => {
  it('shows the time in Rome, summer time included', () => {
    expect(formatDateTime('2025-07-01T12:30:00Z')).toBe('01/07/2025, 14:30')
    expect(formatDateTime('2025-01-10T12:30:00Z')).toBe('10/01/2025, 13:30')
  })
})

describe('formatMonthYear', () => {
  it('names the month and the year', () => {
    expect(formatMonthYear('2025-03-01')).toBe('marzo 2025')
  })
})

describe('formatPrice', () => {
  it('shows euros the Italian way', () => {
    expect(formatPrice(12.5)).toBe(`12,50${nbsp}€`)
    expect(formatPrice(0)).toBe(`0,00${nbsp}€`)
    expect(formatPrice(12345.5)).toBe(`12.345,50${nbsp}€`)
    expect(formatPrice('99.9')).toBe(`99,90${nbsp}€`)
  })

  it('gives an empty string for an unknown amount', () => {
    expect(formatPrice(null)).toBe('')
    expect(formatPrice(undefined)).toBe('')
    expect(formatPrice('abc')).toBe('')
  })
})
