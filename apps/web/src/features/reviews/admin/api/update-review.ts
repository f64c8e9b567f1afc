import { ReviewAdminCalls } from '@aula/contract/routes/reviews'
import type { ReviewUpdate } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/review/ {id, name, review, rating}. */
export const updateReview = (review: ReviewUpdate) =>
  call(ReviewAdminCalls.update, { body: review })
