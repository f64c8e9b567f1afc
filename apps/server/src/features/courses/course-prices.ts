import type { Course } from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { findCourseById, findCourseByTitleKey, listCourseMedia } from './courses.repository.ts'
import { toCourseDto } from './courses.mapper.ts'
import { sortByNextStart } from './course-order.ts'

/*
 * What the checkout asks of the in-person courses (docs/product.md#payments, #money): the
 * price facts of one course, and the courses a member bought. It calls these functions,
 * never the course tables.
 */

/** What a course costs now, in cents; deposit and commission are null when it has none. */
export interface PriceFacts {
  id: number
  title: string
  priceCents: number
  depositCents: number | null
  commissionCents: number | null
}

/** A course or video-course row's prices as facts (both tables keep the same columns). */
export function toPriceFacts(row: {
  id: number
  title: string
  price_cents: number
  facilitator_price_cents: number | null
  affiliate_price_cents: number | null
}): PriceFacts {
  return {
    id: row.id,
    title: row.title,
    priceCents: row.price_cents,
    depositCents: row.facilitator_price_cents,
    commissionCents: row.affiliate_price_cents,
  }
}

/** The price facts of the course with titleKey(title) `key`, or undefined. */
export async function coursePricesByTitleKey(db: Db, key: string): Promise<PriceFacts | undefined> {
  const row = await findCourseByTitleKey(db, key)
  return row && toPriceFacts(row)
}

/** The price facts of a course by id (an order's course may have been deleted since). */
export async function coursePricesById(db: Db, id: number): Promise<PriceFacts | undefined> {
  const row = await findCourseById(db, id)
  return row && toPriceFacts(row)
}

/**
 * Some courses, in the order of the whole list (getCourses): upcoming first, then undated,
 * then past ones; ids with no course are left out.
 */
export async function getCoursesByIds(
  db: Db,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Course[]> {
  const rows = []
  for (const id of new Set(ids)) {
    const row = await findCourseById(db, id)
    if (row) rows.push(row)
  }
  // The whole list's order before the dates decide: newest first.
  rows.sort((a, b) =>
    a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : b.id - a.id,
  )
  const media = await listCourseMedia(
    db,
    rows.map((row) => row.id),
  )
  const courses = rows.map((row) =>
    toCourseDto(
      row,
      media.filter((item) => item.course_id === row.id),
    ),
  )
  return sortByNextStart(courses, toSchoolDate(now) ?? '')
}
