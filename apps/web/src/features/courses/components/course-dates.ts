import type { TFunction } from '#src/lib/i18n/translator.ts'
import type { CourseCard } from '@aula/contract/courses'
import type { Formatters } from '#src/lib/format.ts'

/** The first and last day of a dated course; null while its date is not set. */
export function courseDays(course: CourseCard): { start: string; end: string } | null {
  const start = course.dateMode === 'date' ? (course.dataInizio ?? course.date) : null
  if (!start) return null
  const end = course.dateFine && course.dateFine > start ? course.dateFine : start
  return { start, end }
}

/** A card's date: the start day, or 'Corso in emissione' when it is missing. */
export function cardDate(course: CourseCard, t: TFunction, { formatDate }: Formatters): string {
  return formatDate(course.date) || t('courses.dateMissing')
}

/** The detail's date: one day, a range, or 'da definirsi'. */
export function detailDate(course: CourseCard, t: TFunction, { formatDate }: Formatters): string {
  const days = courseDays(course)
  if (!days) return t('courses.dateTbd')
  if (days.end === days.start) return formatDate(days.start)
  return t('courses.dateRange', { start: formatDate(days.start), end: formatDate(days.end) })
}
