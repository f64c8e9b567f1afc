import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { ReviewSubmitRoutes } from './routes/review-submit.ts'

export { ReviewSubmitPaths } from './routes/review-submit.ts'

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
export const ReviewRatingSchema = z.pipe(
  z.union(
    [z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^[1-5]$/)), z.transform(Number))],
    { error: ReviewSubmitMessages.rating },
  ),
  z
    .number()
    .check(
      z.int(ReviewSubmitMessages.rating),
      z.gte(ReviewSubmitLimits.ratingMin, ReviewSubmitMessages.rating),
      z.lte(ReviewSubmitLimits.ratingMax, ReviewSubmitMessages.rating),
    ),
)

export const ReviewSubmitSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(ReviewSubmitLimits.name)),
  review: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(ReviewSubmitLimits.review)),
  rating: z.pipe(
    z.optional(ReviewRatingSchema),
    z.transform((v) => v ?? ReviewSubmitLimits.ratingDefault),
  ),
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
    ...ReviewSubmitRoutes.review,
    body: ReviewSubmitSchema,
    response: ReviewSubmitAnswerSchema,
    errors: [429],
  }),
}
