import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { CampaignStatus } from '@aula/contract/newsletter'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useCampaigns } from '../api/get-campaigns.ts'
import { STATUS_KEYS } from './campaign-progress.tsx'

const STATUS_TONES: Record<CampaignStatus, string> = {
  queued: 'bg-flour-200 text-charcoal-800',
  sending: 'bg-crust-300 text-charcoal-900',
  sent: 'bg-basil-50 text-basil-700',
  failed: 'bg-tomato-50 text-tomato-700',
}

/** The newsletters sent so far (GET /api/admin/newsletters), newest first, with their counts. */
export function CampaignList() {
  const { t } = useTranslation()
  const { formatDateTime } = useFormat()
  const campaigns = useCampaigns()

  if (campaigns.isError && !campaigns.data) {
    return (
      <ErrorState
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
        retrying={campaigns.isFetching}
      />
    )
  }
  if (!campaigns.data) return <LoadingCards layout="list" count={2} />
  if (campaigns.data.length === 0) return <EmptyState title={t('adminNewsletter.history.empty')} />

  return (
    <ul className="flex flex-col gap-3">
      {campaigns.data.map((campaign) => (
        <li
          key={campaign.id}
          className="flex flex-col gap-2 rounded-2xl border border-flour-300 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-bold break-words text-charcoal-900">{campaign.subject}</h3>
            <p className="text-sm text-charcoal-500">
              <time dateTime={campaign.createdAt}>{formatDateTime(campaign.createdAt)}</time>
            </p>
            <p className="text-sm text-charcoal-700">
              {t('adminNewsletter.progress.count', { sent: campaign.sent, total: campaign.total })}
              {campaign.failed
                ? ` · ${t('adminNewsletter.progress.failedCount', { failed: campaign.failed })}`
                : ''}
            </p>
          </div>
          <p
            className={`self-start rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${STATUS_TONES[campaign.status]}`}
          >
            {t(STATUS_KEYS[campaign.status])}
          </p>
        </li>
      ))}
    </ul>
  )
}
