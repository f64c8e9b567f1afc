import { useEffect, useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import type { Campaign, CampaignStatus } from '@aula/contract/newsletter'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { campaignsKey, isFinished, useCampaign, withCampaign } from '../api/get-campaigns.ts'

export const STATUS_KEYS: Record<CampaignStatus, string> = {
  queued: 'adminNewsletter.status.queued',
  sending: 'adminNewsletter.status.sending',
  sent: 'adminNewsletter.status.sent',
  failed: 'adminNewsletter.status.failed',
}

/**
 * A newsletter going out: "Inviate X di Y" with a progress bar, asked again every 1.5 s
 * until the campaign is sent or has failed, then the outcome.
 */
export function CampaignProgress({ initial }: { initial: Campaign }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const query = useCampaign(initial)
  const campaign = query.data
  const finished = isFinished(campaign)
  const done = campaign.sent + campaign.failed
  const percent = campaign.total ? Math.floor((done / campaign.total) * 100) : 100

  // The history below shows what this box shows, at every step: the campaign's row takes
  // each answer at once, and the list is read again once the sending is over.
  useEffect(() => {
    queryClient.setQueryData<Campaign[]>(campaignsKey, (list) => withCampaign(list, campaign))
    if (finished) void queryClient.invalidateQueries({ queryKey: campaignsKey })
  }, [campaign, finished, queryClient])

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-flour-50 p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        {finished ? null : <Spinner className="size-5" />}
        {t('adminNewsletter.progress.title', { subject: campaign.subject })}
      </h2>
      <p id={`${id}-count`} className="font-semibold text-charcoal-800">
        {t('adminNewsletter.progress.count', { sent: campaign.sent, total: campaign.total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-count`}
        aria-valuemin={0}
        aria-valuemax={campaign.total}
        aria-valuenow={done}
        aria-valuetext={t('adminNewsletter.progress.count', {
          sent: campaign.sent,
          total: campaign.total,
        })}
        className="h-3 overflow-hidden rounded-full bg-flour-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${campaign.failed ? 'bg-crust-400' : 'bg-basil-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {campaign.failed ? (
        <p className="text-sm text-charcoal-700">
          {t('adminNewsletter.progress.failedCount', { failed: campaign.failed })}
        </p>
      ) : null}
      {!finished ? (
        <p className="text-sm text-charcoal-500">{t(STATUS_KEYS[campaign.status])}</p>
      ) : null}
      {!finished && query.isError ? (
        <p className="text-sm text-tomato-700">{t('adminNewsletter.progress.pollError')}</p>
      ) : null}
      {campaign.status === 'sent' ? (
        <FormMessage tone={campaign.failed ? 'info' : 'success'}>
          {t('adminNewsletter.progress.sent', { sent: campaign.sent, total: campaign.total })}
        </FormMessage>
      ) : null}
      {campaign.status === 'failed' ? (
        <FormMessage tone="error">
          {t('adminNewsletter.progress.failed', { sent: campaign.sent, total: campaign.total })}
        </FormMessage>
      ) : null}
    </section>
  )
}
