import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactEndpoints } from '@aula/contract/contact'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import { submitContactMessage, submitInformationRequest } from './contact.service.ts'
import reviewSubmitRoutes from './review-submit.ts'

const success = { message: 'Success' as const }

/**
 * The contact form (form A) and the information request (form B), plus the visitor's
 * review: what a visitor sends to the school. Each is stored, then mailed to CONTACT_EMAIL
 * with Reply-To the sender.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier

  addRoute(
    app,
    ContactEndpoints.contact,
    async (request) => {
      await submitContactMessage(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
      )
      return success
    },
    { config: { rateLimit: limit(m, 5, '10 minutes') } },
  )

  addRoute(
    app,
    ContactEndpoints.module,
    async (request) => {
      await submitInformationRequest(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
        request.user?.email,
      )
      return success
    },
    { config: { rateLimit: limit(m, 5, '10 minutes') } },
  )

  await app.register(reviewSubmitRoutes)
}

export default contactRoutes
