import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { itemHref, useContentLanguage } from '#src/lib/content-language.ts'
import type { DayEntry } from './calendar-marks.ts'
import { courseDays } from './course-dates.ts'

/**
 * What a chosen day holds: each course's title and, from its own dates, its price and last
 * day; from its editions running that day, their days and "Esaurito" when no seat is left.
 */
export function DayDetails({ day, entries }: { day: string; entries: readonly DayEntry[] }) {
  const { t } = useTranslation()
  const { formatDate, formatLongDate, formatPrice } = useFormat()
  const idPrefix = useId()
  const language = useContentLanguage()
  // The course's page in the reader's language: an edition-only entry knows the title it shows.
  const hrefOf = (entry: DayEntry) =>
    itemHref(
      paths.course.getHref,
      entry.course?.titles ?? { it: entry.title, en: entry.title },
      language,
    )
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-xl font-bold">{formatLongDate(day)}</h3>
      <ul className="flex flex-col gap-4">
        {entries.map((entry, index) => (
          <li key={entry.title} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
            <p id={`${idPrefix}-${index}`} className="font-display text-lg font-bold">
              {entry.title}
              {entry.soldOut ? (
                <span className="ms-2 inline-block rounded-full bg-charcoal-800 px-2 py-0.5 align-middle text-xs font-bold text-flour-50 uppercase">
                  {t('calendar.soldOut')}
                </span>
              ) : null}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {entry.course ? (
                <>
                  <dt className="font-semibold text-charcoal-500">{t('courses.price')}</dt>
                  <dd className="font-semibold text-charcoal-900">
                    {formatPrice(entry.course.price)}
                  </dd>
                </>
              ) : null}
              {entry.editions.length > 0 ? (
                entry.editions.map((edition) => (
                  <EditionDays key={edition.id} start={edition.startDate} end={edition.endDate} />
                ))
              ) : (
                <>
                  <dt className="font-semibold text-charcoal-500">{t('calendar.endDate')}</dt>
                  <dd className="text-charcoal-900">
                    {formatDate(entry.course ? courseDays(entry.course)?.end : null)}
                  </dd>
                </>
              )}
            </dl>
            <Link
              to={hrefOf(entry)}
              aria-describedby={`${idPrefix}-${index}`}
              className={`${buttonClasses('primary', 'sm')} self-start`}
            >
              {t('calendar.openCourse')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function EditionDays({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  return (
    <>
      <dt className="font-semibold text-charcoal-500">{t('calendar.edition')}</dt>
      <dd className="text-charcoal-900">
        {start === end
          ? formatDate(start)
          : t('calendar.editionDays', { start: formatDate(start), end: formatDate(end) })}
      </dd>
    </>
  )
}
