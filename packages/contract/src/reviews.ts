import { z } from './zod.ts'
import { BodyIdSchema, IdBodySchema, SuccessSchema } from './common.ts'
import { IdParamsSchema, endpoint } from './endpoint.ts'
import { PageQueryShape, PagingShape } from './list-query.ts'
import { ReviewRatingSchema, ReviewSubmitSchema } from './review-submit.ts'
import { ReviewRoutes, ReviewAdminRoutes } from './routes/reviews.ts'

export { ReviewPaths, ReviewAdminPaths } from './routes/reviews.ts'
import { RATING_MIN, RATING_MAX } from './values/reviews.ts'

export { RATING_MIN, RATING_MAX, RATING_DEFAULT } from './values/reviews.ts'

export const RatingSchema = z.number().check(z.int(), z.gte(RATING_MIN), z.lte(RATING_MAX))

/** A new review waits for an admin before it is shown. */
export const ReviewStatusSchema = z.enum(['pending', 'approved'])
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/** A review: review is the comment, plain text. idReview and id carry the same number. */
export const ReviewSchema = z.object({
  idReview: z.number().check(z.int(), z.positive()),
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  review: z.string(),
  rating: RatingSchema,
})
export type Review = z.infer<typeof ReviewSchema>

/**
 * GET /api/reviews/'s optional page (docs/product.md#paged-lists). A review is short: its
 * lean item is the whole review.
 */
export const ReviewsQuerySchema = z.object(PageQueryShape)
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>

/** GET /api/reviews/: approved reviews only, newest first. */
export const ReviewsAnswerSchema = z.object({ reviews: z.array(ReviewSchema) })

/** Asked for a page: that page, and the paging facts beside it. */
export const ReviewPageAnswerSchema = z.object({ reviews: z.array(ReviewSchema), ...PagingShape })
export type ReviewPageAnswer = z.infer<typeof ReviewPageAnswerSchema>
export type ReviewsAnswer = z.infer<typeof ReviewsAnswerSchema>

/**
 * GET /api/review/{id}: an approved review for anyone; an admin (session bearer) also gets
 * pending ones, and only admins see `status`.
 */
export const ReviewDetailSchema = z.extend(ReviewSchema, { status: z.optional(ReviewStatusSchema) })
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>

export const ReviewAnswerSchema = z.object({ review: ReviewDetailSchema })
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>

/** PUT /api/review/: the admin edits a review with the submit form's limits. */
export const ReviewUpdateSchema = z.extend(ReviewSubmitSchema, {
  id: BodyIdSchema,
  rating: ReviewRatingSchema,
})
export type ReviewUpdate = z.input<typeof ReviewUpdateSchema>

/** Reviews waiting for approval, oldest first so none waits forever; status always shown. */
export const PendingReviewsAnswerSchema = z.object({
  reviews: z.array(z.extend(ReviewSchema, { status: ReviewStatusSchema })),
})
export type PendingReviewsAnswer = z.infer<typeof PendingReviewsAnswerSchema>

/** GET /api/admin/reviews/pending's optional page (docs/product.md#paged-lists). */
export const PendingReviewsQuerySchema = z.object({
  page: PageQueryShape.page,
  limit: PageQueryShape.limit,
})
export type PendingReviewsQuery = z.input<typeof PendingReviewsQuerySchema>

/** Asked for a page: that page of the queue, oldest first, and the paging facts. */
export const PendingReviewPageAnswerSchema = z.extend(PendingReviewsAnswerSchema, PagingShape)
export type PendingReviewPageAnswer = z.infer<typeof PendingReviewPageAnswerSchema>

/** The public reads (submitting a review: review-submit.ts). */
export const ReviewEndpoints = {
  list: endpoint({
    ...ReviewRoutes.list,
    response: ReviewsAnswerSchema,
  }),
  /** The same address with a page: one page (docs/product.md#paged-lists). */
  page: endpoint({
    ...ReviewRoutes.page,
    query: ReviewsQuerySchema,
    response: ReviewPageAnswerSchema,
  }),
  /** Read with the signed-in user, when there is one: an admin also sees pending reviews. */
  one: endpoint({
    ...ReviewRoutes.one,
    params: IdParamsSchema,
    response: ReviewAnswerSchema,
    errors: [404],
  }),
}

/** Admin writes (private token): edit and delete, plus the moderation queue. */
export const ReviewAdminEndpoints = {
  update: endpoint({
    ...ReviewAdminRoutes.update,
    body: ReviewUpdateSchema,
    response: SuccessSchema,
    errors: [404],
  }),
  remove: endpoint({
    ...ReviewAdminRoutes.remove,
    body: IdBodySchema,
    response: SuccessSchema,
    errors: [404],
  }),
  /** The queue shows visitors' texts before they are public: admins only, like every write. */
  pending: endpoint({
    ...ReviewAdminRoutes.pending,
    response: PendingReviewsAnswerSchema,
  }),
  /** The same address with a page: one page of the queue. */
  pendingPage: endpoint({
    ...ReviewAdminRoutes.pendingPage,
    query: PendingReviewsQuerySchema,
    response: PendingReviewPageAnswerSchema,
  }),
  approve: endpoint({
    ...ReviewAdminRoutes.approve,
    body: IdBodySchema,
    response: SuccessSchema,
    errors: [404],
  }),
}
