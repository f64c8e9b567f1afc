import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { ReviewAdminEndpoints } from '@aula/contract/reviews'
import { addRoute } from '#src/lib/routes.ts'
import {
  editReview,
  pendingReviewPage,
  pendingReviews,
  publishReview,
  removeReview,
} from './reviews.service.ts'

const success = { message: 'Success' as const }

/** Admin writes on reviews and their moderation: only an admin's private token. */
const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, ReviewAdminEndpoints.update, async (request) => {
    const { id, name, review, rating } = request.body
    await editReview(deps, request.user!, id, { name, review, rating })
    return success
  })

  addRoute(app, ReviewAdminEndpoints.remove, async (request) => {
    await removeReview(deps, request.user!, request.body.id)
    return success
  })

  // The whole queue, or one page of it (docs/product.md#paged-lists).
  addRoute(
    app,
    pagedListRoute(ReviewAdminEndpoints.pending, ReviewAdminEndpoints.pendingPage),
    async (request) =>
      isPagedQuery(request.query)
        ? pendingReviewPage(app.db, request.query)
        : { reviews: await pendingReviews(app.db) },
  )

  addRoute(app, ReviewAdminEndpoints.approve, async (request) => {
    await publishReview(deps, request.user!, request.body.id)
    return success
  })
}

export default reviewAdminRoutes
