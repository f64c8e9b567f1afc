import type { z } from 'zod'
import { ErrorMessages } from '@aula/contract/common'
import {
  NewsletterAdminMessages,
  type Campaign,
  type SendNewsletterSchema,
} from '@aula/contract/newsletter'
import type { Db } from '#src/db/connect.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { now } from '#src/lib/clock.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import { toCampaignDto } from './campaign.mapper.ts'
import {
  closeCampaignRow,
  countSentMail,
  deliveryCounts,
  findCampaignById,
  hasPendingDeliveries,
  insertCampaignWithDeliveries,
  listCampaigns,
  setDeliverySent,
  type DeliveryKey,
} from './campaign.repository.ts'

/*
 * Newsletter campaigns: the admin queues one (lib/admin-write.ts), the sender of
 * campaign.sender.ts mails it and records each delivery here, in its own transaction.
 */

type Actor = { id: number }

/** Content left with neither words nor an image once sanitized says nothing to anyone. */
function isEmptyContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length === 0 && !/<img\b/i.test(html)
}

/**
 * Queues a campaign for every subscriber confirmed right now; 409 when there is nobody to
 * send to (then nothing is kept). The sender mails it in batches.
 */
export function queueCampaign(
  deps: AdminWriteDeps,
  actor: Actor,
  body: z.output<typeof SendNewsletterSchema>,
): Promise<Campaign> {
  return runAdminWrite({
    deps,
    actor,
    input: body,
    parse: (sent) => {
      // A subject is one header line, whatever the form sent.
      const subject = sent.oggetto.replace(/\s+/g, ' ')
      const content = sanitizeRichText(sent.contenuto)
      if (isEmptyContent(content)) {
        throw new FieldsError([{ path: 'contenuto', message: 'Required' }])
      }
      return { subject, content, imagePosition: sent.posizioneImmagine }
    },
    persist: async (trx, input) => {
      const campaign = await insertCampaignWithDeliveries(trx, {
        ...input,
        createdBy: actor.id,
        createdAt: now(),
      })
      if (campaign.total === 0) throw new HttpError(409, NewsletterAdminMessages.noSubscribers)
      return {
        result: toCampaignDto((await findCampaignById(trx, campaign.id))!),
        audit: {
          action: 'newsletter.send',
          targetType: 'newsletter_campaign',
          targetId: campaign.id,
          detail: { subject: input.subject, recipients: campaign.total },
        },
      }
    },
  })
}

/** Every campaign, newest first. */
export async function campaignList(db: Db): Promise<Campaign[]> {
  return (await listCampaigns(db)).map(toCampaignDto)
}

export async function campaignById(db: Db, id: number): Promise<Campaign> {
  const row = await findCampaignById(db, id)
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  return toCampaignDto(row)
}

/** The mail server took the mail: the delivery is done and the campaign counts it, once. */
export async function recordDeliverySent(db: Db, key: DeliveryKey, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await setDeliverySent(trx, key, at)) await countSentMail(trx, key.campaignId)
  })
}

/**
 * Closes a campaign once no delivery is pending: 'failed' when nothing could be sent and
 * something failed, else 'sent'. The sent count is taken again from the deliveries.
 */
export async function closeCampaign(db: Db, campaignId: number, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await hasPendingDeliveries(trx, campaignId)) return
    const { sent, failed } = await deliveryCounts(trx, campaignId)
    const status = sent === 0 && failed > 0 ? 'failed' : 'sent'
    await closeCampaignRow(trx, campaignId, { status, sent, at })
  })
}
