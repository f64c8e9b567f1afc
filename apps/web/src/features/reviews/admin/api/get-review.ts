import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReviewAnswerSchema, ReviewPaths } from '@aula/contract/reviews'
import { api } from '#src/lib/api-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/** GET /api/review/{id} with the admin's session: pending reviews are found too. */
export async function getReview(sessionToken: string, id: number) {
  const answer = await api.get(ReviewPaths.review(id), {
    schema: ReviewAnswerSchema,
    token: sessionToken,
  })
  return answer.review
}

/** Under ['reviews'], so refreshing the public list refreshes this one too. */
export const reviewQueryOptions = (sessionToken: string, id: number) =>
  queryOptions({
    queryKey: ['reviews', 'detail', id],
    queryFn: () => getReview(sessionToken, id),
  })

export function useReview(id: number) {
  return useQuery(reviewQueryOptions(useSessionToken(), id))
}
