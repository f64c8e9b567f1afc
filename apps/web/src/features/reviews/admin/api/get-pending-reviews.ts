import { ReviewAdminCalls } from '@aula/contract/routes/reviews'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { listQuery } from '#src/lib/list-query.ts'

/*
 * The queue shows visitors' words before they are public, so the server guards it like a
 * write: it takes the admin's private token, not the session.
 */

/** Reviews on one page of /pannello/recensioni. */
export const PENDING_REVIEWS_PAGE_SIZE = 10

/** The whole queue, oldest first. */
export async function getPendingReviews() {
  const answer = await call(ReviewAdminCalls.pending)
  return answer.reviews
}

/** One page of the queue, oldest first, and how many reviews wait in all (`total`). */
export const getPendingReviewPage = (page: number, limit = PENDING_REVIEWS_PAGE_SIZE) =>
  call(ReviewAdminCalls.pendingPage, { query: listQuery({ page, limit }) })

/** Every read of the queue starts with this key: invalidating it refreshes them all. */
export const pendingReviewsQueryKey = ['admin', 'reviews', 'pending'] as const

export const pendingReviewsQueryOptions = () =>
  queryOptions({
    queryKey: pendingReviewsQueryKey,
    queryFn: () => getPendingReviews(),
  })

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions())

export const pendingReviewPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...pendingReviewsQueryKey, 'page', page],
    queryFn: () => getPendingReviewPage(page),
    // The page shown stays on screen, marked busy, while the next one comes.
    placeholderData: keepPreviousData,
  })

export const usePendingReviewPage = (page: number) => useQuery(pendingReviewPageQueryOptions(page))

/** How many reviews wait, read from a page of one: the panel's count needs no more. */
export const usePendingReviewCount = () =>
  useQuery({
    queryKey: [...pendingReviewsQueryKey, 'count'],
    queryFn: async () => (await getPendingReviewPage(1, 1)).total,
  })
