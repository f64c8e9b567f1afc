import { pathOf, type CallsOf } from '../route.ts'
import type { ReviewEndpoints, ReviewAdminEndpoints } from '../reviews.ts'

/* Where the calls of `reviews.ts` live and who may make them, without their schemas (route.ts). */

export const ReviewRoutes = {
  list: { method: 'GET', path: '/api/reviews/', access: 'public' },
  page: { method: 'GET', path: '/api/reviews/', access: 'public' },
  one: { method: 'GET', path: '/api/review/:id', access: 'optionalUser' },
} as const

export const ReviewCalls: CallsOf<typeof ReviewEndpoints> = ReviewRoutes

export const ReviewAdminRoutes = {
  update: { method: 'PUT', path: '/api/review/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/review/', access: 'adminWrite' },
  pending: { method: 'GET', path: '/api/admin/reviews/pending', access: 'adminWrite' },
  pendingPage: { method: 'GET', path: '/api/admin/reviews/pending', access: 'adminWrite' },
  approve: { method: 'PUT', path: '/api/admin/review/approve', access: 'adminWrite' },
} as const

export const ReviewAdminCalls: CallsOf<typeof ReviewAdminEndpoints> = ReviewAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const ReviewPaths = {
  reviews: ReviewRoutes.list.path,
  review: (id: number | string) => pathOf(ReviewRoutes.one, { id }),
} as const

/** The same calls' URLs, for callers that build them by hand. */
export const ReviewAdminPaths = {
  review: ReviewAdminRoutes.update.path,
  pending: ReviewAdminRoutes.pending.path,
  approve: ReviewAdminRoutes.approve.path,
} as const
