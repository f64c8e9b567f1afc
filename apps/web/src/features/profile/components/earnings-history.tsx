import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { LedgerEntry } from '@aula/contract/profile'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useEarnings } from '../api/get-earnings.ts'
import { ShowMore } from './show-more.tsx'

const kindKeys = {
  commission: 'profile.history.kind.commission',
  reservation: 'profile.history.kind.reservation',
  release: 'profile.history.kind.release',
} as const satisfies Record<LedgerEntry['kind'], string>

/**
 * The member's earnings history, newest first (docs/product.md#affiliate): each commission,
 * each withdrawal's reservation and each release, read ten at a time. The totals above it
 * are the server's, never a sum of what is shown.
 */
export function EarningsHistory() {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  const earnings = useEarnings()
  if (earnings.isError && !earnings.data) {
    return (
      <ErrorState
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    )
  }
  if (!earnings.data) return <LoadingCards layout="list" count={1} />
  const entries = earnings.data.pages.flatMap((page) => page.entries)
  if (entries.length === 0) return <p className="text-charcoal-700">{t('profile.history.empty')}</p>
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="flex flex-col divide-y divide-flour-300 rounded-2xl border border-flour-300 bg-white"
        aria-label={t('profile.history.listLabel')}
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col">
              <span className="font-semibold text-charcoal-900">{t(kindKeys[entry.kind])}</span>
              <span className="text-sm text-charcoal-700">
                {formatDate(entry.date)}
                {entry.onHold
                  ? ` · ${t('profile.history.onHoldUntil', { date: formatDate(entry.availableAt) })}`
                  : ''}
              </span>
            </div>
            <span
              className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-tomato-700' : 'text-basil-700'}`}
            >
              {entry.amount > 0 ? '+' : ''}
              {formatPrice(entry.amount)}
            </span>
          </li>
        ))}
      </ul>
      <ShowMore
        shown={t('profile.history.shown', { count: entries.length })}
        hasMore={earnings.hasNextPage}
        loading={earnings.isFetchingNextPage}
        failed={earnings.isFetchNextPageError}
        onMore={() => void earnings.fetchNextPage()}
      />
    </div>
  )
}
