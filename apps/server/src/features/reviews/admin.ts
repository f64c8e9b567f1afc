import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema, IdBodySchema, SuccessSchema } from '@aula/contract/common'
import {
  PendingReviewsAnswerSchema,
  ReviewAdminPaths,
  ReviewUpdateSchema,
} from '@aula/contract/reviews'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  approveReview,
  deleteReview,
  listPendingReviews,
  updateReview,
} from './reviews.repository.ts'
import { toReviewDto } from './reviews.mapper.ts'

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }

/** Admin writes on reviews and their moderation: only an admin's private token. */
const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs one change and its audit row together; false when the review does not exist. */
  async function write(
    actorUserId: number,
    action: string,
    id: number,
    change: (db: typeof app.db) => Promise<boolean>,
  ) {
    const done = await app.db.transaction().execute(async (trx) => {
      if (!(await change(trx))) return false
      await recordAudit(trx, { actorUserId, action, targetType: 'review', targetId: id })
      return true
    })
    if (!done) throw new HttpError(404, ErrorMessages.notFound)
    return { message: 'Success' as const }
  }

  app.put(
    ReviewAdminPaths.review,
    {
      schema: { body: ReviewUpdateSchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id, name, review, rating } = request.body
      return write(request.user!.id, 'review.update', id, (db) =>
        updateReview(db, id, { name, review, rating }),
      )
    },
  )

  app.delete(
    ReviewAdminPaths.review,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id } = request.body
      return write(request.user!.id, 'review.delete', id, (db) => deleteReview(db, id))
    },
  )

  // The queue shows visitors' texts before they are public: admins only, like every write.
  app.get(
    ReviewAdminPaths.pending,
    {
      schema: { response: { 200: PendingReviewsAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async () => ({
      reviews: (await listPendingReviews(app.db)).map((row) => ({
        ...toReviewDto(row),
        status: row.status,
      })),
    }),
  )

  app.put(
    ReviewAdminPaths.approve,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id } = request.body
      return write(request.user!.id, 'review.approve', id, (db) => approveReview(db, id))
    },
  )
}

export default reviewAdminRoutes
