import { type ReviewUpdate, ReviewAdminEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/review/ {id, name, review, rating}. */
export const updateReview = (review: ReviewUpdate) =>
  call(ReviewAdminEndpoints.update, { body: review })
