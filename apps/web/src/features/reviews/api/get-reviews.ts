import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReviewEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/** The reviews an admin approved, newest first. */
export async function getReviews() {
  const answer = await call(ReviewEndpoints.list)
  return answer.reviews
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews'], queryFn: getReviews })

export const useReviews = () => useQuery(reviewsQueryOptions())
