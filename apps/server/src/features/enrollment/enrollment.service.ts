import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import {
  findAnyEnrollment,
  findEnrollment,
  insertEnrollment,
  listEnrollmentsOfUser,
  type EnrollableItem,
} from './enrollment.repository.ts'

/*
 * Who may follow which course or video course (docs/product.md#payments): a paid order
 * enrolls its buyer once. Checkout, the lesson player and the member's lists of what they
 * bought ask here; nobody else touches the enrollment table.
 */

export type { EnrollableItem }

/**
 * Enrolls a buyer on an item inside the caller's transaction (the payment's): true when
 * this call enrolled them, false when they already were (a second payment for the item).
 */
export function enroll(
  trx: Transaction<Database>,
  values: EnrollableItem & { userId: number; orderId: number | null; at: string },
): Promise<boolean> {
  return insertEnrollment(trx, values)
}

/** Whether a user is enrolled on the item (bought it, or was enrolled by the school). */
export async function isEnrolled(db: Db, userId: number, item: EnrollableItem): Promise<boolean> {
  return (await findEnrollment(db, userId, item)) !== undefined
}

/** Whether anyone is enrolled on the item: a course with buyers keeps its history. */
export async function hasEnrollments(db: Db, item: EnrollableItem): Promise<boolean> {
  return (await findAnyEnrollment(db, item)) !== undefined
}

/** The ids of the courses and the video courses a user is enrolled on. */
export interface OwnedItems {
  courseIds: number[]
  onlineCourseIds: number[]
}

export async function listOwned(db: Db, userId: number): Promise<OwnedItems> {
  const owned: OwnedItems = { courseIds: [], onlineCourseIds: [] }
  for (const row of await listEnrollmentsOfUser(db, userId)) {
    if (row.course_id !== null) owned.courseIds.push(row.course_id)
    else if (row.online_course_id !== null) owned.onlineCourseIds.push(row.online_course_id)
  }
  return owned
}
