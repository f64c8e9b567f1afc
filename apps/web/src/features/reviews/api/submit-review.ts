import { useMutation } from '@tanstack/react-query'
import {
  ReviewSubmitAnswerSchema,
  ReviewSubmitPaths,
  type ReviewSubmitInput,
} from '@aula/contract/review-submit'
import { api } from '#src/lib/api-client.ts'

/** A visitor's review; it waits for the school's approval before it is published. */
export const submitReview = (input: { review: ReviewSubmitInput; token: string | null }) =>
  api.post(ReviewSubmitPaths.review, input.review, {
    schema: ReviewSubmitAnswerSchema,
    token: input.token,
  })

export const useSubmitReview = () => useMutation({ mutationFn: submitReview })
