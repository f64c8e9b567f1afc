import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema } from '@aula/contract/common'
import { ReviewAnswerSchema, ReviewsAnswerSchema } from '@aula/contract/reviews'
import reviewAdminRoutes from './admin.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { approvedReviews, reviewFor } from './reviews.service.ts'

/** The testimonials, and one review for the admin's edit form. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reviews/', { schema: { response: { 200: ReviewsAnswerSchema } } }, async () => ({
    reviews: await approvedReviews(app.db),
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
    async (request) => ({
      review: await reviewFor(app.db, request.params.id, request.user?.group === 'admin'),
    }),
  )

  await app.register(reviewAdminRoutes)
}

export default reviewRoutes
