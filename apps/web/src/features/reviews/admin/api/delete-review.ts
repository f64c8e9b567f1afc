import { ReviewAdminCalls } from '@aula/contract/routes/reviews'
import { call } from '#src/lib/api-client.ts'

/** Deletes a review. */
export const deleteReview = (id: number) => call(ReviewAdminCalls.remove, { body: { id } })
