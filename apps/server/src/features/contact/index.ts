import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactMessageSchema, InformationRequestSchema } from '@aula/contract/contact'
import { ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { limit } from '#src/plugins/external/security.ts'
import { submitContactMessage, submitInformationRequest } from './contact.service.ts'
import reviewSubmitRoutes from './review-submit.ts'

const success = { message: 'Success' as const }

/**
 * POST /api/contact/ (form A) and POST /api/module/ (form B, the information
 * request), plus the visitor's review: what a visitor sends to the school. Each is stored,
 * then mailed to CONTACT_EMAIL with Reply-To the sender.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier
  const response = { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema }

  app.post(
    '/api/contact/',
    {
      schema: { body: ContactMessageSchema, response },
      config: { rateLimit: limit(m, 5, '10 minutes') },
    },
    async (request) => {
      await submitContactMessage(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
      )
      return success
    },
  )

  app.post(
    '/api/module/',
    {
      schema: { body: InformationRequestSchema, response },
      config: { rateLimit: limit(m, 5, '10 minutes') },
      // The web sends the session token when there is one; the provider then sees which
      // account asked. A missing or stale token is no reason to lose the request.
      preHandler: app.optionalUser,
    },
    async (request) => {
      await submitInformationRequest(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
        request.user?.email,
      )
      return success
    },
  )

  await app.register(reviewSubmitRoutes)
}

export default contactRoutes
