import { ReviewCalls } from '@aula/contract/routes/reviews'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/review/{id} with the admin's session: pending reviews are found too. */
export async function getReview(id: number) {
  const answer = await call(ReviewCalls.one, { params: { id } })
  return answer.review
}

/** Under ['reviews'], so refreshing the public list refreshes this one too. */
export const reviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['reviews', 'detail', id],
    queryFn: () => getReview(id),
  })

export function useReview(id: number) {
  return useQuery(reviewQueryOptions(id))
}
