import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { Edition } from '@aula/contract/editions'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ApiError } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSession } from '#src/lib/session.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { useEditions } from '../api/get-editions.ts'
import { joinWaitingList } from '../api/join-waiting-list.ts'
import { leaveWaitingList } from '../api/leave-waiting-list.ts'
import { editionDates, notEnded } from './edition-dates.ts'
import { SeatsBadge } from './seats-badge.tsx'

/** Join or leave a sold-out edition's waiting list, saying how it went. */
function WaitingListButton({ edition }: { edition: Edition }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const toggle = async () => {
    setBusy(true)
    setFailed(null)
    try {
      await (edition.waiting ? leaveWaitingList(edition.id) : joinWaitingList(edition.id))
      await queryClient.invalidateQueries({ queryKey: ['editions'] })
    } catch (error) {
      setFailed(
        error instanceof ApiError && error.status === 409
          ? t('editions.waitingConflict')
          : t('editions.waitingError'),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-1">
      {edition.waiting ? (
        <p className="text-sm font-semibold text-basil-700">{t('editions.onWaitingList')}</p>
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={() => void toggle()}
        className={`${buttonClasses(edition.waiting ? 'ghost' : 'secondary', 'md')} w-full`}
      >
        {edition.waiting ? t('editions.leaveWaitingList') : t('editions.joinWaitingList')}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-tomato-700">
          {failed}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The course page's editions (docs/product.md#editions): each one's days, hours and seats
 * left ("Esaurito" when none), with a button to book it, or to join its waiting list when
 * it is sold out. `buyArea` is what the page shows without editions (the buy button, the
 * sign-in prompt, or "already bought"); it stays for visitors and buyers.
 */
export function CourseEditions({
  course,
  buyArea,
  checkoutHref,
}: {
  course: { id: number; purchased: boolean }
  buyArea: ReactNode
  checkoutHref: (edition: number) => string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const session = useSession()
  const editions = useEditions(null)
  const open = notEnded(editions.data ?? []).filter((e) => e.courseId === course.id)
  if (editions.isPending) {
    return <p className="text-sm text-charcoal-600">{t('editions.loading')}</p>
  }
  if (open.length === 0) return <>{buyArea}</>
  const canBuy = session.isLogged !== false && !!session.user && !course.purchased
  return (
    <div className="flex flex-col gap-3">
      <section aria-label={t('editions.title')} className="flex flex-col gap-2">
        <h3 className="text-sm font-bold tracking-wide text-charcoal-700 uppercase">
          {t('editions.title')}
        </h3>
        <ul className="flex flex-col gap-3">
          {open.map((edition) => (
            <li
              key={edition.id}
              aria-label={editionDates(edition, t, format)}
              className="flex flex-col gap-2 rounded-2xl border border-flour-300 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{editionDates(edition, t, format)}</span>
                <SeatsBadge edition={edition} />
              </div>
              {edition.hours !== null ? (
                <span className="text-sm text-charcoal-600">
                  {t('editions.hours', { count: edition.hours })}
                </span>
              ) : null}
              {canBuy ? (
                edition.soldOut ? (
                  <WaitingListButton edition={edition} />
                ) : (
                  <Link
                    to={checkoutHref(edition.id)}
                    className={`${buttonClasses('primary', 'md')} w-full`}
                  >
                    {t('editions.book')}
                  </Link>
                )
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {canBuy ? null : buyArea}
    </div>
  )
}
