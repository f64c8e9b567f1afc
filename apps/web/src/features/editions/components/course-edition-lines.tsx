import type { Edition } from '@aula/contract/editions'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useEditions } from '../api/get-editions.ts'
import { editionDates, notEnded } from './edition-dates.ts'
import { SeatsBadge } from './seats-badge.tsx'

/** At most this many editions on a catalogue card; the course page lists them all. */
const ON_A_CARD = 3

function EditionLine({ edition }: { edition: Edition }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span>{editionDates(edition, t, format)}</span>
      <SeatsBadge edition={edition} />
    </li>
  )
}

/**
 * A catalogue card's editions still to come, with their seats left (docs/product.md#editions).
 * Every card reads the same list of upcoming editions, fetched once.
 */
export function CourseEditionLines({ courseId }: { courseId: number }) {
  const { t } = useTranslation()
  const editions = useEditions(null)
  const mine = notEnded(editions.data ?? []).filter((e) => e.courseId === courseId)
  if (mine.length === 0) return null
  return (
    <ul aria-label={t('editions.title')} className="flex flex-col gap-1">
      {mine.slice(0, ON_A_CARD).map((edition) => (
        <EditionLine key={edition.id} edition={edition} />
      ))}
    </ul>
  )
}
