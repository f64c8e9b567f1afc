import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { ReviewAdminPaths, type ReviewUpdate } from '@aula/contract/reviews'
import { adminJson } from '#src/lib/admin/admin-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import { pendingReviewsQueryKey } from './get-pending-reviews.ts'

/** PUT /api/review/ {id, name, review, rating}. */
export const updateReview = (review: ReviewUpdate) =>
  adminJson('PUT', ReviewAdminPaths.review, review, SuccessSchema)

/** Saves, then refreshes the testimonials and the moderation queue. */
export function useUpdateReview(invalidate: QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: ReviewUpdate) => updateReview(review),
    onSuccess: () => refreshLists(queryClient, [...invalidate, pendingReviewsQueryKey]),
  })
}
