import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema } from '@aula/contract/common'
import { ReviewSubmitAnswerSchema, ReviewSubmitSchema } from '@aula/contract/review-submit'
import { limit } from '#src/plugins/external/security.ts'
import { submitReview } from './contact.service.ts'

/**
 * POST /api/review/: a visitor's review. The web sends its bearer token when it has one,
 * yet anyone may leave a review (docs/product.md#roles), so a token is neither needed nor
 * looked at.
 */
const reviewSubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/review/',
    {
      schema: {
        body: ReviewSubmitSchema,
        response: { 200: ReviewSubmitAnswerSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: limit(app.config.rateLimitMultiplier, 5, '10 minutes') },
    },
    async (request) => {
      await submitReview(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
      )
      return { message: 'Success' as const, status: 'pending' as const }
    },
  )
}

export default reviewSubmitRoutes
