import { z } from 'zod'
import { endpoint } from './endpoint.ts'

export const ReviewSubmitLimits = {
  name: 80,
  review: 2000,
  ratingMin: 1,
  ratingMax: 5,
  /** The select starts at 5 stars, and a missing rating counts as 5. */
  ratingDefault: 5,
} as const

export const ReviewSubmitMessages = {
  rating: 'The rating is a whole number from 1 to 5',
} as const

/** Whole stars, 1 to 5; a select's string value ("4") is accepted too. */
export const ReviewRatingSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[1-5]$/)
        .transform(Number),
    ],
    { error: ReviewSubmitMessages.rating },
  )
  .pipe(
    z
      .number()
      .int(ReviewSubmitMessages.rating)
      .min(ReviewSubmitLimits.ratingMin, ReviewSubmitMessages.rating)
      .max(ReviewSubmitLimits.ratingMax, ReviewSubmitMessages.rating),
  )

export const ReviewSubmitSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(ReviewSubmitLimits.name),
  review: z.string().trim().min(1, 'Required').max(ReviewSubmitLimits.review),
  rating: ReviewRatingSchema.optional().transform((v) => v ?? ReviewSubmitLimits.ratingDefault),
})
export type ReviewSubmitInput = z.input<typeof ReviewSubmitSchema>
export type ReviewSubmit = z.output<typeof ReviewSubmitSchema>

/**
 * A visitor's review waits for an admin's approval before it appears in GET /api/reviews/;
 * the answer says so, and the web tells the visitor.
 */
export const ReviewSubmitAnswerSchema = z.object({
  message: z.literal('Success'),
  status: z.literal('pending'),
})
export type ReviewSubmitAnswer = z.infer<typeof ReviewSubmitAnswerSchema>

/**
 * A visitor leaves a review. The web sends its session when it has one, yet anyone may leave
 * a review (docs/product.md#roles), so none is needed nor read. Rate-limited per address (429).
 */
export const ReviewSubmitEndpoints = {
  review: endpoint({
    method: 'POST',
    path: '/api/review/',
    access: 'public',
    body: ReviewSubmitSchema,
    response: ReviewSubmitAnswerSchema,
    errors: [429],
  }),
}

/** The same call's URL, for callers that build it by hand. */
export const ReviewSubmitPaths = { review: ReviewSubmitEndpoints.review.path } as const
