import { ReviewCalls } from '@aula/contract/routes/reviews'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { listQuery } from '#src/lib/list-query.ts'
import { call } from '#src/lib/api-client.ts'

/** The reviews an admin approved, newest first. */
export async function getReviews() {
  const answer = await call(ReviewCalls.list)
  return answer.reviews
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews'], queryFn: getReviews })

/** The newest approved reviews, `count` of them, and how many there are in all. */
export async function getLatestReviews(count: number) {
  return call(ReviewCalls.page, { query: listQuery({ page: 1, limit: count }) })
}

/** How many of the newest approved reviews the home shows, after the samples. */
export const SHOWN_REVIEWS = 4

/** Every query of the reviews starts with ['reviews']: invalidating it refreshes them all. */
export const latestReviewsQueryOptions = (count: number) =>
  queryOptions({ queryKey: ['reviews', 'latest', count], queryFn: () => getLatestReviews(count) })

export const useLatestReviews = (count: number) => useQuery(latestReviewsQueryOptions(count))
