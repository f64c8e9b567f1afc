import type { CourseCard } from '@aula/contract/courses'
import { courseDays } from './course-dates.ts'
import { daysBetween } from './calendar-days.ts'

/*
 * What the calendar's month grid marks on each day: the dated courses running that day and
 * the editions to come (docs/product.md#editions), one entry per course. The route hands
 * the editions in (features/editions), as this feature reads none itself.
 */

/** An edition to come, as the calendar marks it. */
export interface CalendarEdition {
  id: number
  courseTitle: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  soldOut: boolean
}

/** One course on one day: its card when the course's own dates cover the day, its editions. */
export interface DayEntry {
  title: string
  course: CourseCard | null
  editions: CalendarEdition[]
  /** Every edition of this course running that day is sold out (and there is one). */
  soldOut: boolean
}

/** The entries of each marked day, in the order the courses, then the editions, come. */
export function entriesByDay(
  courses: readonly CourseCard[],
  editions: readonly CalendarEdition[],
): Map<string, DayEntry[]> {
  const byDay = new Map<string, DayEntry[]>()
  const entryOf = (day: string, title: string) => {
    const entries = byDay.get(day) ?? []
    let entry = entries.find((e) => e.title === title)
    if (!entry) {
      entry = { title, course: null, editions: [], soldOut: false }
      byDay.set(day, [...entries, entry])
    }
    return entry
  }
  for (const course of courses) {
    const days = courseDays(course)
    if (!days) continue
    for (const day of daysBetween(days.start, days.end)) entryOf(day, course.title).course = course
  }
  const sorted = [...editions].sort((a, b) => a.startDate.localeCompare(b.startDate))
  for (const edition of sorted) {
    for (const day of daysBetween(edition.startDate, edition.endDate)) {
      const entry = entryOf(day, edition.courseTitle)
      entry.editions.push(edition)
      entry.soldOut = entry.editions.every((e) => e.soldOut)
    }
  }
  return byDay
}

/** Whether a marked day has no seat left for anything running on it. */
export const daySoldOut = (entries: readonly DayEntry[]) =>
  entries.length > 0 && entries.every((entry) => entry.soldOut)
