import type { CourseCard as Course } from '@aula/contract/courses'
import { schoolToday } from '#src/lib/format.ts'
import { courseDays } from './course-dates.ts'

/*
 * Calendar days as 'YYYY-MM-DD' strings, computed in UTC so that no day is skipped or
 * repeated when the clocks change.
 */
const DAY_MS = 86_400_000

const pad = (value: number) => String(value).padStart(2, '0')

export const dayKey = (year: number, month: number, day: number) =>
  `${year}-${pad(month + 1)}-${pad(day)}`

export interface VisibleMonth {
  year: number
  /** 0 = January, as Date counts. */
  month: number
}

export const monthKeyOf = ({ year, month }: VisibleMonth) => `${year}-${pad(month + 1)}`

export function shiftMonth({ year, month }: VisibleMonth, by: number): VisibleMonth {
  const index = year * 12 + month + by
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 }
}

export function monthFromKey(key: string): VisibleMonth {
  const [year, month] = key.split('-').map(Number) as [number, number]
  return { year, month: month - 1 }
}

/** The weeks of a month, Sunday first; null fills the days of the months around it. */
export function monthWeeks({ year, month }: VisibleMonth): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null)
  for (let day = 1; day <= length; day += 1) cells.push(dayKey(year, month, day))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}

/** Every day from the first to the last, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = []
  const last = Date.parse(`${end}T00:00:00Z`)
  // A course runs for days or weeks; the cap only guards against a mistyped end year.
  for (let time = Date.parse(`${start}T00:00:00Z`); time <= last && days.length < 366;) {
    days.push(new Date(time).toISOString().slice(0, 10))
    time += DAY_MS
  }
  return days
}

/** Which courses run on each day: every day between start and end. */
export function coursesByDay(courses: readonly Course[]): Map<string, Course[]> {
  const byDay = new Map<string, Course[]>()
  for (const course of courses) {
    const days = courseDays(course)
    if (!days) continue
    for (const day of daysBetween(days.start, days.end)) {
      byDay.set(day, [...(byDay.get(day) ?? []), course])
    }
  }
  return byDay
}

/** Today on the school's calendar, in Rome, as every date on the site is. */
export function todayKey(now = new Date()) {
  return schoolToday(now)
}
