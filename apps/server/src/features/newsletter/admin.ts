import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NewsletterAdminEndpoints } from '@aula/contract/newsletter'
import { addRoute } from '#src/lib/routes.ts'
import { campaignById, campaignList, queueCampaign } from './campaign.service.ts'
import { campaignSenderOf } from './campaign.sender.ts'

/**
 * POST /api/sendnewsletter/ and the admin's view of what was sent. Sending only
 * queues the campaign (202): the sender of campaign.sender.ts mails it in batches, and the
 * admin follows its progress with the GET calls.
 */
const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, NewsletterAdminEndpoints.send, async (request) => {
    const campaign = await queueCampaign(deps, request.user!, request.body)
    campaignSenderOf(app)?.wake()
    return { message: 'Success' as const, campaign }
  })

  addRoute(app, NewsletterAdminEndpoints.campaigns, async () => ({
    campaigns: await campaignList(app.db),
  }))

  addRoute(app, NewsletterAdminEndpoints.campaign, async (request) => ({
    campaign: await campaignById(app.db, request.params.id),
  }))
}

export default newsletterAdminRoutes
