import { SCHOOL_TIME_ZONE } from '#src/lib/row-values.ts'

/* The school's calendar (Europe/Rome) for receipts: their year, and a period's bounds. */

/** The school's calendar year in which an instant falls (a payment at 00:30 on 1 January in Rome is the new year's). */
export function schoolYearOf(iso: string): number {
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric' })
  return Number(year.format(new Date(iso)))
}

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The instant (ISO 8601 UTC) at which a calendar day ('YYYY-MM-DD') starts in Rome. */
export function schoolDayStart(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`)
  const offset = romeOffsetMinutes(utcMidnight)
  return new Date(utcMidnight.getTime() - offset * 60_000).toISOString()
}

/** Whether 'YYYY-MM-DD' names a real calendar day (no 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const date = new Date(`${day}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
