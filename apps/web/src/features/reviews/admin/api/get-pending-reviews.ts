import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReviewAdminEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/*
 * The queue shows visitors' words before they are public, so the server guards it like a
 * write: it takes the admin's private token, not the session.
 */
export async function getPendingReviews() {
  const answer = await call(ReviewAdminEndpoints.pending)
  return answer.reviews
}

export const pendingReviewsQueryKey = ['admin', 'reviews', 'pending'] as const

export const pendingReviewsQueryOptions = () =>
  queryOptions({
    queryKey: pendingReviewsQueryKey,
    queryFn: () => getPendingReviews(),
  })

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions())
