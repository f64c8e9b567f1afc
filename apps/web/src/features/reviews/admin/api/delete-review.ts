import { ReviewAdminEndpoints } from '@aula/contract/reviews'
import { call } from '#src/lib/api-client.ts'

/** Deletes a review. */
export const deleteReview = (id: number) => call(ReviewAdminEndpoints.remove, { body: { id } })
