import { z } from 'zod'
import { BodyIdSchema } from './common.ts'
import { ReviewRatingSchema, ReviewSubmitSchema } from './review-submit.ts'

/** GET /api/reviews/ and GET /api/review/{id} (submitting one: review-submit.ts). */
export const ReviewPaths = {
  reviews: '/api/reviews/',
  review: (id: number | string) => `/api/review/${encodeURIComponent(String(id))}`,
} as const

/** A rating scale of 1 to 5 stars, 5 by default. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_DEFAULT = 5

export const RatingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX)

/** A new review waits for an admin before it is shown. */
export const ReviewStatusSchema = z.enum(['pending', 'approved'])
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/** A review: review is the comment, plain text. idReview and id carry the same number. */
export const ReviewSchema = z.object({
  idReview: z.number().int().positive(),
  id: z.number().int().positive(),
  name: z.string(),
  review: z.string(),
  rating: RatingSchema,
})
export type Review = z.infer<typeof ReviewSchema>

/** GET /api/reviews/: approved reviews only, newest first. */
export const ReviewsAnswerSchema = z.object({ reviews: z.array(ReviewSchema) })
export type ReviewsAnswer = z.infer<typeof ReviewsAnswerSchema>

/**
 * GET /api/review/{id}: an approved review for anyone; an admin (session bearer) also gets
 * pending ones, and only admins see `status`.
 */
export const ReviewDetailSchema = ReviewSchema.extend({ status: ReviewStatusSchema.optional() })
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>

export const ReviewAnswerSchema = z.object({ review: ReviewDetailSchema })
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>

/** Admin writes (private token): edit and delete, plus the moderation queue. */
export const ReviewAdminPaths = {
  review: '/api/review/',
  pending: '/api/admin/reviews/pending',
  approve: '/api/admin/review/approve',
} as const

/** PUT /api/review/: the admin edits a review with the submit form's limits. */
export const ReviewUpdateSchema = ReviewSubmitSchema.extend({
  id: BodyIdSchema,
  rating: ReviewRatingSchema,
})
export type ReviewUpdate = z.input<typeof ReviewUpdateSchema>

/** Reviews waiting for approval, oldest first so none waits forever; status always shown. */
export const PendingReviewsAnswerSchema = z.object({
  reviews: z.array(ReviewSchema.extend({ status: ReviewStatusSchema })),
})
export type PendingReviewsAnswer = z.infer<typeof PendingReviewsAnswerSchema>
