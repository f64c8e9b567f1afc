import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ReviewEndpoints } from '@aula/contract/reviews'
import { addRoute } from '#src/lib/routes.ts'
import reviewAdminRoutes from './admin.ts'
import { approvedReviews, reviewFor } from './reviews.service.ts'

/** The testimonials, and one review for the admin's edit form. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, ReviewEndpoints.list, async () => ({ reviews: await approvedReviews(app.db) }))

  addRoute(app, ReviewEndpoints.one, async (request) => ({
    review: await reviewFor(app.db, request.params.id, request.user?.group === 'admin'),
  }))

  await app.register(reviewAdminRoutes)
}

export default reviewRoutes
