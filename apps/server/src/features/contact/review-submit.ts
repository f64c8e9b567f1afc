import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ReviewSubmitEndpoints } from '@aula/contract/review-submit'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import { submitReview } from './contact.service.ts'

/**
 * A visitor's review. The web sends its session when it has one, yet anyone may leave a
 * review (docs/product.md#roles), so a session is neither needed nor looked at.
 */
const reviewSubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(
    app,
    ReviewSubmitEndpoints.review,
    async (request) => {
      await submitReview(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body,
      )
      return { message: 'Success' as const, status: 'pending' as const }
    },
    { config: { rateLimit: limit(app.config.rateLimitMultiplier, 5, '10 minutes') } },
  )
}

export default reviewSubmitRoutes
