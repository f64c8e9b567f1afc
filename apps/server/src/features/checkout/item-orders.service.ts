import type { Db } from '#src/db/connect.ts'
import { findAnyOrderFor } from './checkout.repository.ts'

/**
 * Whether anyone ordered the course or video course, paid or not. The catalogue asks before
 * deleting an item: an order's history must keep pointing at it (docs/product.md#payments).
 */
export function hasOrders(
  db: Db,
  item: { courseId: number | null; onlineCourseId: number | null },
): Promise<boolean> {
  return findAnyOrderFor(db, item)
}
