import type { Course } from '@aula/contract/courses'

/*
 * The order in which the school shows its in-person courses: what a visitor can still
 * attend first, soonest first (a course already running counts until its last day); then
 * the courses whose date is still to be set; then the past ones, most recent first.
 * Courses that tie keep the order they came in (newest first).
 */

type Group = 0 | 1 | 2
const UPCOMING: Group = 0
const UNDATED: Group = 1
const PAST: Group = 2

function placeOf(course: Course, today: string): { group: Group; start: string; end: string } {
  const start = course.dateMode === 'date' ? (course.dataInizio ?? course.date) : null
  if (!start) return { group: UNDATED, start: '', end: '' }
  const end = course.dateFine && course.dateFine > start ? course.dateFine : start
  return { group: end >= today ? UPCOMING : PAST, start, end }
}

/** `today` is the school's day, 'YYYY-MM-DD' in Rome. */
export function sortByNextStart(courses: readonly Course[], today: string): Course[] {
  const placed = courses.map((course, index) => ({ course, index, ...placeOf(course, today) }))
  placed.sort((a, b) => {
    if (a.group !== b.group) return a.group - b.group
    if (a.group === UPCOMING && a.start !== b.start) return a.start < b.start ? -1 : 1
    if (a.group === PAST) {
      if (a.end !== b.end) return a.end > b.end ? -1 : 1
      if (a.start !== b.start) return a.start > b.start ? -1 : 1
    }
    return a.index - b.index
  })
  return placed.map((entry) => entry.course)
}
