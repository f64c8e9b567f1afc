import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ProfileMessages, type UserProfile, type Withdrawal } from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { useWithdrawals } from '../api/get-withdrawals.ts'
import { useRequestWithdrawal } from '../api/request-withdrawal.ts'
import { Fact, ProfileSection } from './profile-section.tsx'
import { ShowMore } from './show-more.tsx'

/** What each refusal of a request tells the member (docs/product.md#messages). */
function failureKey(error: unknown) {
  if (isApiError(error, undefined, ProfileMessages.noData)) return 'profile.withdrawals.noData'
  if (isApiError(error, undefined, ProfileMessages.insufficientBalance))
    return 'profile.withdrawals.insufficientBalance'
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError || !isApiError(error)) return 'profile.withdrawals.exception'
  return 'profile.withdrawals.failure'
}

const statusKeys = {
  'In attesa': 'profile.withdrawals.status.pending',
  Approvato: 'profile.withdrawals.status.approved',
  Rifiutato: 'profile.withdrawals.status.rejected',
} as const satisfies Record<Withdrawal['status'], string>

const statusClasses: Record<Withdrawal['status'], string> = {
  'In attesa': 'bg-flour-200 text-charcoal-900',
  Approvato: 'bg-basil-50 text-basil-700',
  Rifiutato: 'bg-tomato-50 text-tomato-700',
}

function WithdrawalList() {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  const withdrawals = useWithdrawals()
  if (withdrawals.isError && !withdrawals.data) {
    return (
      <ErrorState
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
        retrying={withdrawals.isFetching}
      />
    )
  }
  if (!withdrawals.data) return <LoadingCards layout="list" count={1} />
  const list = withdrawals.data.pages.flatMap((page) => page.withdrawals)
  if (list.length === 0) {
    return <p className="text-charcoal-700">{t('profile.withdrawals.empty')}</p>
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={t('profile.withdrawals.listLabel')}>
        {list.map((withdrawal) => (
          <li
            key={withdrawal.idWithdraw}
            className="rounded-2xl border border-flour-300 bg-white p-4"
          >
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Fact label={t('profile.withdrawals.amount')}>
                <span className="font-semibold tabular-nums">
                  {withdrawal.amount === null
                    ? t('profile.withdrawals.notAvailable')
                    : formatPrice(withdrawal.amount)}
                </span>
              </Fact>
              <Fact label={t('profile.withdrawals.date')}>
                {formatDate(withdrawal.requestDate)}
              </Fact>
              <Fact label={t('profile.withdrawals.statusLabel')}>
                <span
                  className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${statusClasses[withdrawal.status]}`}
                >
                  {t(statusKeys[withdrawal.status])}
                </span>
              </Fact>
            </dl>
            {withdrawal.status === 'Rifiutato' ? (
              <p className="mt-3 text-sm font-medium break-words text-tomato-700">
                {withdrawal.reason
                  ? t('profile.withdrawals.rejectedWithReason', { reason: withdrawal.reason })
                  : t('profile.withdrawals.rejected')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ShowMore
        shown={t('profile.withdrawals.shown', {
          count: list.length,
          total: withdrawals.data.pages.at(-1)?.total ?? list.length,
        })}
        hasMore={withdrawals.hasNextPage}
        loading={withdrawals.isFetchingNextPage}
        failed={withdrawals.isFetchNextPageError}
        onMore={() => void withdrawals.fetchNextPage()}
      />
    </div>
  )
}

/** What a withdrawal needs first (docs/product.md#withdrawals), each marked given or missing. */
function Requirements({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const items = [
    { key: 'iban', label: t('profile.withdrawals.needIban'), done: profile.iban !== null },
    { key: 'cf', label: t('profile.withdrawals.needCf'), done: profile.CF !== null },
    { key: 'identity', label: t('profile.withdrawals.needIdentity'), done: profile.docVerified },
  ]
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-charcoal-800">
        {t('profile.withdrawals.requirements')}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold ${item.done ? 'bg-basil-600 text-white' : 'bg-flour-300 text-charcoal-800'}`}
            >
              {item.done ? '✓' : '–'}
            </span>
            <span>
              {item.label}:{' '}
              <strong>
                {item.done ? t('profile.withdrawals.given') : t('profile.withdrawals.missing')}
              </strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Asking for the available balance and the requests made so far. After a request the
 * balances and the list are read again.
 */
export function Withdrawals({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const request = useRequestWithdrawal()

  return (
    <ProfileSection title={t('profile.withdrawals.title')} intro={t('profile.withdrawals.intro')}>
      <div className="flex flex-col gap-4 rounded-2xl border border-flour-300 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
        <dl>
          <Fact label={t('profile.affiliate.earnings')}>
            <span className="text-2xl font-bold tabular-nums">{formatPrice(profile.earnings)}</span>
          </Fact>
        </dl>
        <Requirements profile={profile} />
      </div>
      <div>
        <Button
          pending={request.isPending}
          onClick={() => {
            request.reset()
            request.mutate()
          }}
        >
          {t('profile.withdrawals.request')}
        </Button>
      </div>
      {request.isSuccess ? (
        <FormMessage tone="success">{t('profile.withdrawals.success')}</FormMessage>
      ) : null}
      {request.isError ? (
        <FormMessage tone="error">{t(failureKey(request.error))}</FormMessage>
      ) : null}
      <h3 className="text-lg font-bold text-charcoal-900">{t('profile.withdrawals.history')}</h3>
      <WithdrawalList />
    </ProfileSection>
  )
}
