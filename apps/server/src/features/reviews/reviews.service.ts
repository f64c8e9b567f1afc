import type { Db } from '#src/db/connect.ts'
import { insertPendingReview, type NewReview } from './reviews.repository.ts'

/*
 * What other features may ask of reviews: they call these functions, never the review
 * table (docs/architecture.md#boundaries).
 */

/** A visitor's review, stored waiting for an admin's approval; its id. */
export async function submitPendingReview(db: Db, input: NewReview): Promise<number> {
  return insertPendingReview(db, input)
}
