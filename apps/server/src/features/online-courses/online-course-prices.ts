import type { OnlineCourse } from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import { toPriceFacts, type PriceFacts } from '#src/features/courses/course-prices.ts'
import { findOnlineCourseById, findOnlineCourseByTitleKey } from './online-courses.repository.ts'
import { toOnlineCourseDto } from './online-courses.mapper.ts'

/*
 * What the checkout asks of the video courses (docs/product.md#payments, #money): the
 * price facts of one video course, and the video courses a member bought. It calls these
 * functions, never the video-course tables.
 */

/** The price facts of the video course with titleKey(title) `key`, or undefined. */
export async function onlineCoursePricesByTitleKey(
  db: Db,
  key: string,
): Promise<PriceFacts | undefined> {
  const row = await findOnlineCourseByTitleKey(db, key)
  return row && toPriceFacts(row)
}

/** The price facts of a video course by id (an order's may have been deleted since). */
export async function onlineCoursePricesById(db: Db, id: number): Promise<PriceFacts | undefined> {
  const row = await findOnlineCourseById(db, id)
  return row && toPriceFacts(row)
}

/** Some video courses, newest first as in the whole list; ids with none are left out. */
export async function getOnlineCoursesByIds(
  db: Db,
  ids: readonly number[],
): Promise<OnlineCourse[]> {
  const rows = []
  for (const id of new Set(ids)) {
    const row = await findOnlineCourseById(db, id)
    if (row) rows.push(row)
  }
  rows.sort((a, b) =>
    a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : b.id - a.id,
  )
  return rows.map((row) => toOnlineCourseDto(row))
}
