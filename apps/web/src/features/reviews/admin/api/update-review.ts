import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { type ReviewUpdate, ReviewAdminEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import { pendingReviewsQueryKey } from './get-pending-reviews.ts'

/** PUT /api/review/ {id, name, review, rating}. */
export const updateReview = (review: ReviewUpdate) =>
  call(ReviewAdminEndpoints.update, { body: review })

/** Saves, then refreshes the testimonials and the moderation queue. */
export function useUpdateReview(invalidate: QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: ReviewUpdate) => updateReview(review),
    onSuccess: () => refreshLists(queryClient, [...invalidate, pendingReviewsQueryKey]),
  })
}
