import { useId, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { CoursePaths } from '@aula/contract/routes/courses'
import type { CourseCard } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import {
  CalendarPlusIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MapPinIcon,
} from '#src/components/ui/catalog-icons.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { monthsBetween, nextMonthStart } from '#src/lib/catalog-filters.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { useCourseMonth } from '#src/features/courses/api/get-courses.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'
import {
  monthFromKey,
  monthKeyOf,
  monthWeeks,
  shiftMonth,
  todayKey,
  type VisibleMonth,
} from './calendar-days.ts'
import { DayDetails } from './calendar-day-details.tsx'
import { daySoldOut, entriesByDay, type CalendarEdition, type DayEntry } from './calendar-marks.ts'
import { courseDays, detailDate } from './course-dates.ts'

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

const dayNumber = (key: string) => Number(key.slice(8))

const coursesInMonth = (courses: readonly CourseCard[], month: string) =>
  courses
    .filter((course) => {
      const days = courseDays(course)
      return days !== null && monthsBetween(days.start, days.end).includes(month)
    })
    .sort((a, b) => (courseDays(a)?.start ?? '').localeCompare(courseDays(b)?.start ?? ''))

function MonthGrid({
  month,
  today,
  byDay,
  selected,
  onSelect,
  headingId,
}: {
  month: VisibleMonth
  today: string
  byDay: Map<string, DayEntry[]>
  selected: string | null
  onSelect: (day: string) => void
  headingId: string
}) {
  const { t } = useTranslation()
  const { formatLongDate } = useFormat()
  return (
    <table
      aria-labelledby={headingId}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className="pb-2 text-xs font-bold text-charcoal-500 uppercase"
            >
              <span aria-hidden="true">{t(`calendar.weekdays.${weekday}`)}</span>
              <span className="sr-only">{t(`calendar.weekdaysLong.${weekday}`)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) => {
              if (!day) return <td key={`empty-${index}`} />
              const entries = byDay.get(day)
              const soldOut = entries ? daySoldOut(entries) : false
              const isToday = day === today
              const base =
                'flex h-11 w-full items-center justify-center rounded-xl text-sm sm:h-14 sm:text-base'
              const todayRing = isToday ? 'ring-2 ring-basil-600 ring-offset-1 font-bold' : ''
              return (
                <td key={day} className="p-0 text-center">
                  {entries ? (
                    <button
                      type="button"
                      aria-pressed={selected === day}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={t('calendar.dayWithCourses', {
                        date: formatLongDate(day),
                        titles: entries
                          .map((entry) =>
                            entry.soldOut
                              ? t('calendar.titleSoldOut', { title: entry.title })
                              : entry.title,
                          )
                          .join(', '),
                      })}
                      onClick={() => onSelect(day)}
                      className={`${base} ${todayRing} flex-col font-bold text-white transition-colors aria-pressed:bg-charcoal-900 ${soldOut ? 'bg-charcoal-600 hover:bg-charcoal-700' : 'bg-tomato-600 hover:bg-tomato-700'}`}
                    >
                      {dayNumber(day)}
                      {soldOut ? (
                        <span
                          aria-hidden="true"
                          className="hidden text-[0.6rem] leading-none font-semibold uppercase sm:block"
                        >
                          {t('calendar.soldOut')}
                        </span>
                      ) : null}
                    </button>
                  ) : (
                    <span
                      aria-current={isToday ? 'date' : undefined}
                      className={`${base} ${todayRing} text-charcoal-700`}
                    >
                      {dayNumber(day)}
                    </span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The courses of the month shown, as a list: the calendar's content for every reader. */
function MonthCourses({
  courses,
  month,
  nextWithCourses,
  onGoTo,
}: {
  courses: readonly CourseCard[]
  /** 'YYYY-MM'. */
  month: string
  nextWithCourses: string | null
  onGoTo: (month: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const { formatMonthYear, formatPrice } = format
  if (courses.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-3xl border border-dashed border-flour-300 bg-flour-50 p-6">
        <p className="font-semibold text-charcoal-800">
          {t('calendar.noCourses', { month: formatMonthYear(`${month}-01`) })}
        </p>
        {nextWithCourses ? (
          <button
            type="button"
            onClick={() => onGoTo(nextWithCourses)}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('calendar.goToMonth', { month: formatMonthYear(`${nextWithCourses}-01`) })}
          </button>
        ) : null}
      </div>
    )
  }
  return (
    <ul className="flex flex-col gap-4">
      {courses.map((course) => (
        <li
          key={course.id}
          className="flex flex-col gap-3 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="text-sm font-bold text-tomato-700">{detailDate(course, t, format)}</p>
            <Link
              to={paths.course.getHref(course.title)}
              className="font-display text-xl font-bold text-charcoal-900 underline-offset-4 hover:underline"
            >
              {course.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-charcoal-700">
              {course.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon className="size-4 text-tomato-600" />
                  {course.location}
                </span>
              ) : null}
              <span className="font-semibold">{formatPrice(course.price)}</span>
            </p>
          </div>
          <a
            href={CoursePaths.calendar(course.title)}
            download
            className={`${buttonClasses('ghost', 'sm')} self-start sm:self-center`}
          >
            <CalendarPlusIcon className="size-5" />
            {t('courses.addToCalendar')}
            <span className="sr-only">: {course.title}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * /calendario: a month grid, Sunday first, with the course days marked, and the days of the
 * editions to come (`editions`, which the route reads), "Esaurito" when sold out.
 */
export function CourseCalendar({ editions = [] }: { editions?: readonly CalendarEdition[] }) {
  const { t } = useTranslation()
  const { formatMonthLabel, formatMonthYear } = useFormat()
  const headingId = useId()
  const [today] = useState(() => todayKey())
  const [month, setMonth] = useState<VisibleMonth>(() => monthFromKey(today.slice(0, 7)))
  const [selected, setSelected] = useState<string | null>(null)
  const monthKey = monthKeyOf(month)
  // Only the courses running in the month shown, and the first one after it.
  const language = useContentLanguage()
  const courses = useCourseMonth(monthKey, language)

  const all = courses.isPlaceholderData ? [] : (courses.data?.courses ?? [])
  const byDay = entriesByDay(all, editions)
  const label = formatMonthLabel(monthKey)
  const inMonth = coursesInMonth(all, monthKey)
  const nextDays = courses.data?.next ? courseDays(courses.data.next) : null
  const nextStart = nextDays ? nextMonthStart(monthKey) : null
  const nextWithCourses =
    nextDays && nextStart
      ? (nextDays.start > nextStart ? nextDays.start : nextStart).slice(0, 7)
      : null
  const selectedEntries = selected ? (byDay.get(selected) ?? []) : []
  const anySoldOut = [...byDay].some(
    ([day, entries]) => day.startsWith(monthKey) && daySoldOut(entries),
  )

  const showMonth = (next: VisibleMonth) => {
    setMonth(next)
    setSelected(null)
  }

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby={headingId}
          className="rounded-3xl border border-flour-300 bg-flour-50 p-3 shadow-sm sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => showMonth(shiftMonth(month, -1))}
              className="inline-flex size-11 items-center justify-center rounded-full border-2 border-charcoal-800 text-charcoal-800 hover:bg-charcoal-800 hover:text-flour-100"
            >
              <ChevronLeftIcon />
              <span className="sr-only">{t('calendar.previousMonth')}</span>
            </button>
            <h2 id={headingId} aria-live="polite" className="text-2xl font-bold">
              {label}
            </h2>
            <button
              type="button"
              onClick={() => showMonth(shiftMonth(month, 1))}
              className="inline-flex size-11 items-center justify-center rounded-full border-2 border-charcoal-800 text-charcoal-800 hover:bg-charcoal-800 hover:text-flour-100"
            >
              <ChevronRightIcon />
              <span className="sr-only">{t('calendar.nextMonth')}</span>
            </button>
          </div>
          <MonthGrid
            month={month}
            today={today}
            byDay={byDay}
            selected={selected}
            onSelect={setSelected}
            headingId={headingId}
          />
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-charcoal-700">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 rounded bg-tomato-600" />
              {t('calendar.legendCourse')}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 rounded ring-2 ring-basil-600" />
              {t('calendar.legendToday')}
            </li>
            {anySoldOut ? (
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="size-4 rounded bg-charcoal-600" />
                {t('calendar.legendSoldOut')}
              </li>
            ) : null}
          </ul>
        </section>
        <div
          aria-live="polite"
          className="rounded-3xl border border-flour-300 bg-flour-200/60 p-5 sm:p-6"
        >
          {selected ? (
            <DayDetails day={selected} entries={selectedEntries} />
          ) : (
            <p className="text-charcoal-700">{t('calendar.pickDay')}</p>
          )}
        </div>
      </div>

      <section aria-labelledby="month-courses" className="flex flex-col gap-4">
        <h2 id="month-courses" className="text-2xl font-bold">
          {t('calendar.monthCourses', { month: formatMonthYear(`${monthKey}-01`) })}
        </h2>
        {courses.data && !courses.isPlaceholderData ? (
          <MonthCourses
            courses={inMonth}
            month={monthKey}
            nextWithCourses={nextWithCourses}
            onGoTo={(key) => showMonth(monthFromKey(key))}
          />
        ) : courses.isError ? (
          <ErrorState
            error={courses.error}
            onRetry={() => void courses.refetch()}
            retrying={courses.isFetching}
          />
        ) : (
          <LoadingCards layout="list" count={2} />
        )}
      </section>
    </div>
  )
}
