import { queryOptions, useQuery } from '@tanstack/react-query'
import { PendingReviewsAnswerSchema, ReviewAdminPaths } from '@aula/contract/reviews'
import { api } from '#src/lib/api-client.ts'
import { getPrivateToken } from '#src/lib/admin/admin-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/*
 * The queue shows visitors' words before they are public, so the server guards it like a
 * write: it takes the admin's private token, not the session.
 */
export async function getPendingReviews(sessionToken: string) {
  const token = await getPrivateToken(sessionToken)
  const answer = await api.get(ReviewAdminPaths.pending, {
    schema: PendingReviewsAnswerSchema,
    token,
  })
  return answer.reviews
}

export const pendingReviewsQueryKey = ['admin', 'reviews', 'pending'] as const

export const pendingReviewsQueryOptions = (sessionToken: string) =>
  queryOptions({
    queryKey: pendingReviewsQueryKey,
    queryFn: () => getPendingReviews(sessionToken),
  })

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions(useSessionToken()))
