import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReviewPaths, ReviewsAnswerSchema } from '@aula/contract/reviews'
import { request } from '#src/lib/api-client.ts'

/** The reviews an admin approved, newest first. */
export async function getReviews() {
  const answer = await request('GET', ReviewPaths.reviews, { schema: ReviewsAnswerSchema })
  return answer.reviews
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews'], queryFn: getReviews })

export const useReviews = () => useQuery(reviewsQueryOptions())
