import { SuccessSchema } from '@aula/contract/common'
import { ReviewAdminPaths } from '@aula/contract/reviews'
import { adminJson } from '#src/lib/admin/admin-client.ts'

/** PUT /api/admin/review/approve {id}: the review appears among the testimonials. */
export const approveReview = (id: number) =>
  adminJson('PUT', ReviewAdminPaths.approve, { id }, SuccessSchema)

/** DELETE /api/review/ {id}. */
export const deleteReview = (id: number) =>
  adminJson('DELETE', ReviewAdminPaths.review, { id }, SuccessSchema)
