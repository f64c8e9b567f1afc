import { NewsletterAdminCalls } from '@aula/contract/routes/newsletter'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Campaign } from '@aula/contract/newsletter'
import { call } from '#src/lib/api-client.ts'

/** A campaign is done once every mail was sent or the sending gave up. */
export const isFinished = (campaign: Campaign | undefined) =>
  campaign?.status === 'sent' || campaign?.status === 'failed'

/** How often a campaign being sent is asked for its progress. */
export const POLL_MS = 1500

export const campaignsKey = ['admin', 'newsletter', 'campaigns'] as const

/** The history with one campaign's latest state: its row replaced, or added on top. */
export function withCampaign(list: Campaign[] | undefined, campaign: Campaign) {
  if (!list) return list
  return list.some((item) => item.id === campaign.id)
    ? list.map((item) => (item.id === campaign.id ? campaign : item))
    : [campaign, ...list]
}

/** The campaigns sent so far, newest first (admin session). */
export async function getCampaigns() {
  const answer = await call(NewsletterAdminCalls.campaigns)
  return answer.campaigns
}

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsKey,
    queryFn: () => getCampaigns(),
    // While one is still going out, the list keeps its counts current.
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => !isFinished(campaign)) ? POLL_MS * 4 : false,
  })

export const useCampaigns = () => useQuery(campaignsQueryOptions())

/** One campaign's progress (admin session). */
export async function getCampaign(id: number) {
  const answer = await call(NewsletterAdminCalls.campaign, { params: { id } })
  return answer.campaign
}

/** A campaign being sent, asked again every POLL_MS until it is sent or has failed. */
export const useCampaign = (initial: Campaign) =>
  useQuery({
    queryKey: ['admin', 'newsletter', 'campaign', initial.id],
    queryFn: () => getCampaign(initial.id),
    initialData: initial,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
  })
