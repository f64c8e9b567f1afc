import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useEditions } from '../api/get-editions.ts'
import { editionDates, notEnded } from './edition-dates.ts'
import { SeatsBadge } from './seats-badge.tsx'

/** The calendar's list of editions to come: course, days, hours and seats left. */
export function UpcomingEditions() {
  const { t } = useTranslation()
  const format = useFormat()
  const editions = useEditions(null)
  const upcoming = notEnded(editions.data ?? [])
  if (upcoming.length === 0) return null
  return (
    <section aria-labelledby="upcoming-editions" className="mt-10 flex flex-col gap-4">
      <h2 id="upcoming-editions" className="text-2xl font-bold">
        {t('editions.upcoming')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {upcoming.map((edition) => (
          <li
            key={edition.id}
            className="flex flex-col gap-1 rounded-2xl border border-flour-300 bg-flour-50 p-4"
          >
            <Link
              to={paths.course.getHref(edition.courseTitle)}
              className="font-bold underline-offset-4 hover:underline"
            >
              {edition.courseTitle}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>{editionDates(edition, t, format)}</span>
              {edition.hours !== null ? (
                <span className="text-charcoal-600">
                  · {t('editions.hours', { count: edition.hours })}
                </span>
              ) : null}
              <SeatsBadge edition={edition} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
