import { ReviewAdminCalls } from '@aula/contract/routes/reviews'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/admin/review/approve {id}: the review appears among the testimonials. */
export const approveReview = (id: number) => call(ReviewAdminCalls.approve, { body: { id } })

/** DELETE /api/review/ {id}. */
export const deleteReview = (id: number) => call(ReviewAdminCalls.remove, { body: { id } })
