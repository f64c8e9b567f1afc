import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'

/*
 * The SQL of the enrollment table: who may follow which course or video course. Nothing
 * else reads or writes the table (docs/architecture.md#boundaries).
 */

/** A course or a video course: exactly one of the two ids is set. */
export interface EnrollableItem {
  courseId: number | null
  onlineCourseId: number | null
}

/**
 * One enrollment per user and item: the unique keys turn a second insert into nothing.
 * True when this call enrolled the user, false when the user already was.
 */
export async function insertEnrollment(
  trx: Transaction<Database>,
  values: EnrollableItem & { userId: number; orderId: number | null; at: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('enrollment')
    .values({
      user_id: values.userId,
      course_id: values.courseId,
      online_course_id: values.onlineCourseId,
      order_id: values.orderId,
      created_at: values.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function findEnrollment(db: Db, userId: number, item: EnrollableItem) {
  let query = db.selectFrom('enrollment').select('id').where('user_id', '=', userId)
  query =
    item.courseId !== null
      ? query.where('course_id', '=', item.courseId)
      : query.where('online_course_id', '=', item.onlineCourseId ?? -1)
  return query.executeTakeFirst()
}

/** Any one enrollment on the item, whoever's. */
export function findAnyEnrollment(db: Db, item: EnrollableItem) {
  const query = db.selectFrom('enrollment').select('id')
  return (
    item.courseId !== null
      ? query.where('course_id', '=', item.courseId)
      : query.where('online_course_id', '=', item.onlineCourseId ?? -1)
  )
    .limit(1)
    .executeTakeFirst()
}

/** Every item a user is enrolled on, oldest enrollment first. */
export function listEnrollmentsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('enrollment')
    .select(['course_id', 'online_course_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}
