import type { Edition } from '@aula/contract/editions'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { seatsText } from './edition-dates.ts'

/** "3 posti disponibili", or "Esaurito" in red; nothing for an edition without a limit. */
export function SeatsBadge({ edition }: { edition: Edition }) {
  const { t } = useTranslation()
  const text = seatsText(edition, t)
  if (!text) return null
  return (
    <span
      className={
        edition.soldOut
          ? 'rounded-full bg-tomato-50 px-2.5 py-0.5 text-xs font-bold text-tomato-700'
          : 'rounded-full bg-basil-50 px-2.5 py-0.5 text-xs font-semibold text-basil-700'
      }
    >
      {text}
    </span>
  )
}
