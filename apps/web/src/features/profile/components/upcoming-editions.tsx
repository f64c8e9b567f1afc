import type { UpcomingEdition } from '@aula/contract/learning'
import { LearningPaths } from '@aula/contract/routes/learning'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { googleCalendarHref } from '#src/lib/calendar-links.ts'
import { useFormat } from '#src/lib/use-format.ts'

/**
 * The in-person editions the member paid for that are still to come, each with its days,
 * its place and two ways to put it in a calendar: the .ics file (any calendar app) and
 * Google Calendar (docs/product.md#learner-dashboard).
 */
export function UpcomingEditions({ editions }: { editions: UpcomingEdition[] }) {
  const { t } = useTranslation()
  const { formatLongDate } = useFormat()
  if (editions.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-charcoal-900">{t('profile.courses.upcoming')}</h3>
      <ul className="flex flex-col gap-3">
        {editions.map((edition) => {
          const days =
            edition.startDate === edition.endDate
              ? formatLongDate(edition.startDate)
              : t('profile.courses.days', {
                  start: formatLongDate(edition.startDate),
                  end: formatLongDate(edition.endDate),
                })
          const page = `${window.location.origin}${paths.course.getHref(edition.courseTitle)}`
          return (
            <li
              key={edition.editionId}
              className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold break-words text-charcoal-900">{edition.courseTitle}</p>
                <p className="text-sm text-charcoal-700">
                  {[days, edition.location].filter(Boolean).join(' · ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={LearningPaths.editionCalendar(edition.editionId)}
                  download
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('profile.courses.addToCalendarOf', { title: edition.courseTitle })}
                >
                  {t('profile.courses.addToCalendar')}
                </a>
                <a
                  href={googleCalendarHref({
                    title: edition.courseTitle,
                    start: edition.startDate,
                    end: edition.endDate,
                    location: edition.location,
                    details: page,
                  })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('profile.courses.googleCalendarOf', { title: edition.courseTitle })}
                >
                  {t('profile.courses.googleCalendar')}
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
