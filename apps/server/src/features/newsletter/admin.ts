import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import {
  CampaignAnswerSchema,
  CampaignsAnswerSchema,
  NewsletterAdminMessages,
  NewsletterAdminPaths,
  SendNewsletterAnswerSchema,
  SendNewsletterSchema,
} from '@aula/contract/newsletter'
import { now } from '#src/lib/clock.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import { toCampaignDto } from './campaign.mapper.ts'
import {
  findCampaignById,
  insertCampaignWithDeliveries,
  listCampaigns,
} from './campaign.repository.ts'
import { campaignSenderOf } from './campaign.sender.ts'

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

/** Nobody to send to: the whole campaign is rolled back. */
class NoSubscribers extends Error {}

/** Content left with neither words nor an image once sanitized says nothing to anyone. */
function isEmptyContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length === 0 && !/<img\b/i.test(html)
}

/**
 * POST /api/sendnewsletter/ and the admin's view of what was sent. Sending only
 * queues the campaign (202): the sender of campaign.sender.ts mails it in batches, and the
 * admin follows its progress with the GET calls.
 */
const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NewsletterAdminPaths.send,
    {
      schema: {
        body: SendNewsletterSchema,
        response: { 202: SendNewsletterAnswerSchema, ...refusals, 409: ErrorSchema },
      },
      preHandler: app.requireAdminWrite,
    },
    async (request, reply) => {
      const actor = request.user!
      // A subject is one header line, whatever the form sent.
      const subject = request.body.oggetto.replace(/\s+/g, ' ')
      const content = sanitizeRichText(request.body.contenuto)
      if (isEmptyContent(content)) {
        throw new FieldsError([{ path: 'contenuto', message: 'Required' }])
      }
      let row
      try {
        row = await app.db.transaction().execute(async (trx) => {
          const campaign = await insertCampaignWithDeliveries(trx, {
            subject,
            content,
            imagePosition: request.body.posizioneImmagine,
            createdBy: actor.id,
            createdAt: now(),
          })
          if (campaign.total === 0) throw new NoSubscribers()
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'newsletter.send',
            targetType: 'newsletter_campaign',
            targetId: campaign.id,
            detail: { subject, recipients: campaign.total },
          })
          return findCampaignById(trx, campaign.id)
        })
      } catch (error) {
        if (error instanceof NoSubscribers) {
          throw new HttpError(409, NewsletterAdminMessages.noSubscribers)
        }
        throw error
      }
      campaignSenderOf(app)?.wake()
      return reply.code(202).send({ message: 'Success' as const, campaign: toCampaignDto(row!) })
    },
  )

  app.get(
    NewsletterAdminPaths.campaigns,
    {
      schema: { response: { 200: CampaignsAnswerSchema, 401: ErrorSchema, 403: ErrorSchema } },
      preHandler: app.requireAdmin,
    },
    async () => ({ campaigns: (await listCampaigns(app.db)).map(toCampaignDto) }),
  )

  app.get(
    `${NewsletterAdminPaths.campaigns}/:id`,
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: CampaignAnswerSchema, ...refusals, 404: ErrorSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const row = await findCampaignById(app.db, request.params.id)
      if (!row) throw new HttpError(404, ErrorMessages.notFound)
      return { campaign: toCampaignDto(row) }
    },
  )
}

export default newsletterAdminRoutes
