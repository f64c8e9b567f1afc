import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import { ReviewAnswerSchema, ReviewsAnswerSchema } from '@aula/contract/reviews'
import reviewAdminRoutes from './admin.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { findReviewById, listApprovedReviews } from './reviews.repository.ts'
import { toReviewDetailDto, toReviewDto } from './reviews.mapper.ts'

/** The testimonials, and one review for the admin's edit form. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reviews/', { schema: { response: { 200: ReviewsAnswerSchema } } }, async () => ({
    reviews: (await listApprovedReviews(app.db)).map(toReviewDto),
  }))

  app.get(
    '/api/review/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: ReviewAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const isAdmin = request.user?.group === 'admin'
      const row = await findReviewById(app.db, request.params.id)
      // A review waiting for approval does not exist for anyone but an admin.
      if (!row || (row.status !== 'approved' && !isAdmin)) {
        throw new HttpError(404, ErrorMessages.notFound)
      }
      return { review: toReviewDetailDto(row, isAdmin) }
    },
  )

  await app.register(reviewAdminRoutes)
}

export default reviewRoutes
