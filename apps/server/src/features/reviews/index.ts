import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { ReviewEndpoints } from '@aula/contract/reviews'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import reviewAdminRoutes from './admin.ts'
import { approvedReviewPage, approvedReviews, reviewFor } from './reviews.service.ts'

/** The testimonials, and one review for the admin's edit form. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route answers the whole list and its pages (docs/product.md#paged-lists).
  addRoute(
    app,
    publicRead(pagedListRoute(ReviewEndpoints.list, ReviewEndpoints.page)),
    async (request) =>
      isPagedQuery(request.query)
        ? approvedReviewPage(app.db, request.query)
        : { reviews: await approvedReviews(app.db) },
  )

  addRoute(app, publicRead(ReviewEndpoints.one), async (request) => ({
    review: await reviewFor(app.db, request.params.id, request.user?.group === 'admin'),
  }))

  await app.register(reviewAdminRoutes)
}

export default reviewRoutes
