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

/*
 * The formats a page shows are written here by hand, in the two languages exactly as the
 * browser's Intl writes them (src/lib/format.test.ts compares both over many values).
 * Intl is slow to wake: the first number format, the first date format in a language and
 * the first use of a time zone each cost a phone tens of milliseconds, which a public page
 * would pay while it becomes interactive. Intl stays for what the hand path leaves out
 * (docs/decisions/018-lean-start-up-code.md).
 */

const MONTHS: Record<Language, readonly string[]> = {
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Europe changes clocks. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Rome's offset from UTC at `time`, in minutes: one hour, two in summer time, which runs
 * from the last Sunday of March to the last Sunday of October at 01:00 UTC (the European
 * rule since 1996). Null before 1996, where Intl's history of the zone answers instead.
 */
function romeOffset(time: number): number | null {
  const year = new Date(time).getUTCFullYear()
  if (year < 1996 || year > 9999) return null
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9)
  return summer ? 120 : 60
}

interface Fields {
  year: number
  /** 1–12. */
  month: number
  day: number
  hour: number
  minute: number
}

/** The calendar fields of a date on the clock it is shown on; null for Intl to write it. */
function fieldsOf({ date, dateOnly }: ParsedDate): Fields | null {
  const offset = dateOnly ? 0 : romeOffset(date.getTime())
  if (offset === null) return null
  const local = new Date(date.getTime() + offset * 60_000)
  const year = local.getUTCFullYear()
  if (year < 1000) return null
  return {
    year,
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  }
}

const two = (n: number) => String(n).padStart(2, '0')

const DATE_STYLES = {
  date: (f: Fields) => `${two(f.day)}/${two(f.month)}/${f.year}`,
  long: (f: Fields, language: Language) => `${f.day} ${MONTHS[language][f.month - 1]} ${f.year}`,
  dateTime: (f: Fields) =>
    `${two(f.day)}/${two(f.month)}/${f.year}, ${two(f.hour)}:${two(f.minute)}`,
  monthYear: (f: Fields, language: Language) => `${MONTHS[language][f.month - 1]} ${f.year}`,
} satisfies Record<string, (fields: Fields, language: Language) => string>

type DateStyle = keyof typeof DATE_STYLES

const INTL_DATE_STYLES = {
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
} satisfies Record<DateStyle, Intl.DateTimeFormatOptions>

function formatIn(style: DateStyle, value: DateInput, language: Language): string {
  const parsed = parse(value)
  if (!parsed) return ''
  const fields = fieldsOf(parsed)
  if (fields) return DATE_STYLES[style](fields, language)
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.it, {
    ...INTL_DATE_STYLES[style],
    // A calendar day is built at midnight UTC; an instant is shown on Rome's clock.
    timeZone: parsed.dateOnly ? 'UTC' : SCHOOL_TIME_ZONE,
  }).format(parsed.date)
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
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** Groups of three digits from the right; Italian leaves a four-digit amount whole. */
function grouped(digits: string, separator: string, minimumToGroup: number): string {
  if (digits.length < minimumToGroup) return digits
  return digits.replace(/\B(?=(\d{3})+$)/g, separator)
}

/**
 * An amount's euros and cents as written in decimal, halves rounded up as Intl does
 * ('0.015' → 0 and 2 cents); null when the number is not a plain decimal.
 */
function eurosAndCents(value: number): [string, string] | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value))
  // Intl writes a negative zero with its sign: left to it, as are negative amounts.
  if (!match || Object.is(value, -0)) return null
  const [, whole = '0', fraction = ''] = match
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2))
  if (fraction.length > 2 && fraction.charCodeAt(2) >= 53 /* '5' */) cents += 1n
  const text = String(cents).padStart(3, '0')
  return [text.slice(0, -2), text.slice(-2)]
}

/** `12,50 €` / `€12.50`; an empty string when the amount is unknown. */
export function formatPrice(amount: number | string | null | undefined, language: Language) {
  if (amount === null || amount === undefined || amount === '') return ''
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return ''
  const parts = eurosAndCents(value)
  if (parts) {
    const [euros, cents] = parts
    return language === 'en'
      ? `€${grouped(euros, ',', 4)}.${cents}`
      : `${grouped(euros, '.', 5)},${cents}\u00a0€`
  }
  return new Intl.NumberFormat(LOCALES[language] ?? LOCALES.it, {
    style: 'currency',
    currency: 'EUR',
  }).format(value)
}

/** Today's date in Rome as 'YYYY-MM-DD', the day the school's calendar marks as today. */
export function schoolToday(now: Date = new Date()): string {
  const fields = fieldsOf({ date: now, dateOnly: false })
  if (fields) return `${fields.year}-${two(fields.month)}-${two(fields.day)}`
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

/** This month in Rome, 'YYYY-MM'. */
export const schoolMonth = (now: Date = new Date()) => schoolToday(now).slice(0, 7)

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
