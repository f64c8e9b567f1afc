import { ReviewSubmitCalls } from '@aula/contract/routes/review-submit'
import type { ReviewSubmitInput } from '@aula/contract/review-submit'
import { call } from '#src/lib/api-client.ts'

/** A visitor's review; it waits for the school's approval before it is published. */
export const submitReview = (review: ReviewSubmitInput) =>
  call(ReviewSubmitCalls.review, { body: review })
