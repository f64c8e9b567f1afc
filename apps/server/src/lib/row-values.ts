/*
 * Readers for stored values that need more than their type: calendar dates that must exist,
 * timestamps shown as ISO 8601 or as Rome's day, names. Numbers and flags need none: both
 * engines read them as the row types say (db/pg-types.ts, docs/architecture.md#boundaries).
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A 'YYYY-MM-DD' day that exists in the calendar, else null. */
export function toCalendarDate(value: string | null | undefined): string | null {
  const match = value ? CALENDAR_DATE.exec(value.trim()) : null
  if (!match) return null
  const [, y, m, d] = match
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  return date.toISOString().slice(0, 10) === `${y}-${m}-${d}` ? `${y}-${m}-${d}` : null
}

/** A stored timestamp as ISO 8601 UTC ('2026-01-31T09:00:00.000Z'); null when unreadable. */
export function toIsoTimestamp(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const iso = date.toISOString()
  // Years past 9999 print as '+010000-…', which no ISO reader expects.
  return /^\d{4}-/.test(iso) ? iso : null
}

/** The school is in Rome: a day shown to people is Rome's day, whoever reads it. */
export const SCHOOL_TIME_ZONE = 'Europe/Rome'

const schoolDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * The calendar day ('YYYY-MM-DD') on which a stored instant fell in Rome: a video course
 * published at 00:35 in Rome (23:35 UTC the day before) carries Rome's date. Null when
 * unreadable.
 */
export function toSchoolDate(value: string | Date | null | undefined): string | null {
  const iso = toIsoTimestamp(value)
  if (!iso) return null
  const parts = schoolDay.formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** A person's name and surname as one name ('' when neither is set). */
export function fullName(name: string | null, surname: string | null): string {
  return [name, surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}
