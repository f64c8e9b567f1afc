import type { Edition } from '@aula/contract/editions'
import type { Formatters } from '#src/lib/format.ts'
import type { TFunction } from '#src/lib/i18n/translator.ts'
import { schoolToday } from '#src/lib/format.ts'

/** An edition's days: one day, or from … to … (docs/product.md#editions). */
export function editionDates(
  edition: Pick<Edition, 'startDate' | 'endDate'>,
  t: TFunction,
  { formatDate }: Formatters,
): string {
  if (edition.startDate === edition.endDate) return formatDate(edition.startDate)
  return t('editions.dateRange', {
    start: formatDate(edition.startDate),
    end: formatDate(edition.endDate),
  })
}

/** Seats left, "Esaurito" or nothing for an edition without a limit. */
export function seatsText(edition: Edition, t: TFunction): string | null {
  if (edition.soldOut) return t('editions.soldOut')
  if (edition.seatsLeft === null) return null
  return t('editions.seatsLeft', { count: edition.seatsLeft })
}

/** Editions that have not ended on the school's calendar. */
export const notEnded = (editions: Edition[], today = schoolToday()) =>
  editions.filter((edition) => edition.endDate >= today)
