import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, IdBodySchema, SuccessSchema } from '@aula/contract/common'
import {
  PendingReviewsAnswerSchema,
  ReviewAdminPaths,
  ReviewUpdateSchema,
} from '@aula/contract/reviews'
import { editReview, pendingReviews, publishReview, removeReview } from './reviews.service.ts'

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const success = { message: 'Success' as const }

/** Admin writes on reviews and their moderation: only an admin's private token. */
const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  app.put(
    ReviewAdminPaths.review,
    {
      schema: { body: ReviewUpdateSchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id, name, review, rating } = request.body
      await editReview(deps, request.user!, id, { name, review, rating })
      return success
    },
  )

  app.delete(
    ReviewAdminPaths.review,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      await removeReview(deps, request.user!, request.body.id)
      return success
    },
  )

  // The queue shows visitors' texts before they are public: admins only, like every write.
  app.get(
    ReviewAdminPaths.pending,
    {
      schema: { response: { 200: PendingReviewsAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async () => ({ reviews: await pendingReviews(app.db) }),
  )

  app.put(
    ReviewAdminPaths.approve,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      await publishReview(deps, request.user!, request.body.id)
      return success
    },
  )
}

export default reviewAdminRoutes
