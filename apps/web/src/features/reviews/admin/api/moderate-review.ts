import { ReviewAdminEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/admin/review/approve {id}: the review appears among the testimonials. */
export const approveReview = (id: number) => call(ReviewAdminEndpoints.approve, { body: { id } })

/** DELETE /api/review/ {id}. */
export const deleteReview = (id: number) => call(ReviewAdminEndpoints.remove, { body: { id } })
