import type { Language } from '@aula/contract/common'

/*
 * Dates, months and amounts in the reader's language: Italian as Italians write them,
 * English as British readers do (the school charges in euros, so `€1,234.50` with the
 * sign in front reads naturally in English). Every screen formats through this module;
 * components reach it through useFormat() so a change of language redraws them.
 */
export const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' }

/** Times are the school's, in Rome, wherever the visitor is. */
export const SCHOOL_TIME_ZONE = 'Europe/Rome'

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

export type DateInput = string | number | Date | null | undefined

interface ParsedDate {
  date: Date
  /** A calendar day without a time: it must never shift with the time zone. */
  dateOnly: boolean
}

function parse(value: DateInput): ParsedDate | null {
  // A missing date arrives as null, '' or 0.
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

// Building an Intl formatter is slow next to using one: keep one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>()

function dateFormat(language: Language, style: DateStyle, dateOnly: boolean) {
  const key = `${language}|${style}|${dateOnly}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.it, {
      ...DATE_STYLES[style],
      // A calendar day is built at midnight UTC; an instant is shown on Rome's clock.
      timeZone: dateOnly ? 'UTC' : SCHOOL_TIME_ZONE,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

const DATE_STYLES = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  monthYear: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type DateStyle = keyof typeof DATE_STYLES

function formatIn(style: DateStyle, value: DateInput, language: Language): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat(language, style, parsed.dateOnly).format(parsed.date)
}

/** `07/03/2025` (both languages); an empty string when there is no valid date. */
export const formatDate = (value: DateInput, language: Language) =>
  formatIn('date', value, language)

/** `7 marzo 2025` / `7 March 2025`, as articles show their publication date. */
export const formatLongDate = (value: DateInput, language: Language) =>
  formatIn('long', value, language)

/** `07/03/2025, 14:30` in Rome time. */
export const formatDateTime = (value: DateInput, language: Language) =>
  formatIn('dateTime', value, language)

/** `marzo 2025` / `March 2025`, as a sentence names a month. */
export const formatMonthYear = (value: DateInput, language: Language) =>
  formatIn('monthYear', value, language)

/** `Marzo 2026` / `March 2026` for the month '2026-03', as a heading or a filter reads. */
export function formatMonthLabel(month: string, language: Language): string {
  const label = formatMonthYear(`${month}-01`, language)
  return label.charAt(0).toLocaleUpperCase(LOCALES[language]) + label.slice(1)
}

const euroFormats = new Map<Language, Intl.NumberFormat>()

/** `12,50 €` / `€12.50`; an empty string when the amount is unknown. */
export function formatPrice(amount: number | string | null | undefined, language: Language) {
  if (amount === null || amount === undefined || amount === '') return ''
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return ''
  let euro = euroFormats.get(language)
  if (!euro) {
    euro = new Intl.NumberFormat(LOCALES[language] ?? LOCALES.it, {
      style: 'currency',
      currency: 'EUR',
    })
    euroFormats.set(language, euro)
  }
  return euro.format(value)
}

/** Today's date in Rome as 'YYYY-MM-DD', the day the school's calendar marks as today. */
export function schoolToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The formatters of one language, as useFormat() hands them to a component. */
export function formattersFor(language: Language) {
  return {
    language,
    formatDate: (value: DateInput) => formatDate(value, language),
    formatLongDate: (value: DateInput) => formatLongDate(value, language),
    formatDateTime: (value: DateInput) => formatDateTime(value, language),
    formatMonthYear: (value: DateInput) => formatMonthYear(value, language),
    formatMonthLabel: (month: string) => formatMonthLabel(month, language),
    formatPrice: (amount: number | string | null | undefined) => formatPrice(amount, language),
  }
}

export type Formatters = ReturnType<typeof formattersFor>
