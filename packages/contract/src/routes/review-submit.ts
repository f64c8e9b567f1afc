import type { CallsOf } from '../route.ts'
import type { ReviewSubmitEndpoints } from '../review-submit.ts'

/* Where the calls of `review-submit.ts` live and who may make them, without their schemas (route.ts). */

export const ReviewSubmitRoutes = {
  review: { method: 'POST', path: '/api/review/', access: 'public' },
} as const

export const ReviewSubmitCalls: CallsOf<typeof ReviewSubmitEndpoints> = ReviewSubmitRoutes

/** The same call's URL, for callers that build it by hand. */
export const ReviewSubmitPaths = { review: ReviewSubmitRoutes.review.path } as const
