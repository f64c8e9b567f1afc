/**
 * Dates and money as an Italian school shows them (SPEC §1): Italian format and euros,
 * whatever the UI language.
 */
const LOCALE = 'it-IT'
/** Times are the school's, in Rome, wherever the visitor is. */
const SCHOOL_TIME_ZONE = 'Europe/Rome'
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

type DateInput = string | number | Date | null | undefined

interface ParsedDate {
  date: Date
  /** A calendar day without a time: it must never shift with the time zone. */
  dateOnly: boolean
}

function parse(value: DateInput): ParsedDate | null {
  // A missing date arrives as null, '' or 0 (SPEC: "missing or zero").
  if (value === null || value === undefined || value === '' || value === 0) return null
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim())
    if (day) {
      const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])]
      const date = new Date(Date.UTC(year, month - 1, dayOfMonth))
      // Date.UTC rolls 2025-13-45 over into 2026: such a day does not exist.
      const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth
      return exists ? { date, dateOnly: true } : null
    }
  }
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: false }
}

function dateFormat(options: Intl.DateTimeFormatOptions, dateOnly: boolean) {
  return new Intl.DateTimeFormat(LOCALE, {
    ...options,
    timeZone: dateOnly ? 'UTC' : SCHOOL_TIME_ZONE,
  })
}

/** `07/03/2025`; an empty string when there is no valid date. */
export function formatDate(value: DateInput): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }, parsed.dateOnly).format(
    parsed.date,
  )
}

/** `7 marzo 2025`, as articles show their publication date. */
export function formatLongDate(value: DateInput): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, parsed.dateOnly).format(
    parsed.date,
  )
}

/** `07/03/2025, 14:30` in Rome time. */
export function formatDateTime(value: DateInput): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat(
    {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    },
    parsed.dateOnly,
  ).format(parsed.date)
}

/** `marzo 2025`, the heading of a calendar month. */
export function formatMonthYear(value: DateInput): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat({ month: 'long', year: 'numeric' }, parsed.dateOnly).format(parsed.date)
}

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' })

/** `12,50 €`; an empty string when the amount is unknown. */
export function formatPrice(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Number.isFinite(value) ? euro.format(value) : ''
}
