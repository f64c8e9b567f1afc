import type { Db } from '#src/db/connect.ts'
import { setCourseDays } from './courses.repository.ts'

/*
 * A course's own dates follow its editions (docs/product.md#editions): while it has editions
 * to come, its dates (what its card, the calendar, the catalogue's order and its .ics show)
 * are the soonest one's. The editions feature calls this inside its own transaction when an
 * edition is added, changed or deleted; the courses own the row
 * (docs/architecture.md#boundaries).
 */

/** Sets the course's dates to the given days (its soonest edition to come); `db` may be a transaction. */
export async function followEditionDays(
  db: Db,
  courseId: number,
  days: { start: string; end: string },
): Promise<void> {
  await setCourseDays(db, courseId, days)
}
