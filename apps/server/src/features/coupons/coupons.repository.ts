import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { CouponTable, Database } from '#src/db/database.ts'

/* The SQL of the discount codes' own tables, coupon and coupon_item. */

type Conn = Db | Transaction<Database>

export type CouponRow = Awaited<ReturnType<typeof findCouponById>> & {}

export interface CouponItems {
  courseIds: number[]
  onlineCourseIds: number[]
}

export type CouponColumns = Omit<CouponTable, 'id' | 'created_at'>

export function findCouponById(db: Conn, id: number) {
  return db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirst()
}

/** `code` in capitals, as stored. */
export function findCouponByCode(db: Conn, code: string) {
  return db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst()
}

/** Newest first. */
export function listCouponRows(db: Conn) {
  return db.selectFrom('coupon').selectAll().orderBy('id', 'desc').execute()
}

/** The items each code is restricted to, by coupon id. */
export async function listCouponItems(
  db: Conn,
  couponIds: number[],
): Promise<Map<number, CouponItems>> {
  const map = new Map<number, CouponItems>()
  if (couponIds.length === 0) return map
  const rows = await db
    .selectFrom('coupon_item')
    .select(['coupon_id', 'course_id', 'online_course_id'])
    .where('coupon_id', 'in', couponIds)
    .orderBy('id')
    .execute()
  for (const row of rows) {
    const items = map.get(row.coupon_id) ?? { courseIds: [], onlineCourseIds: [] }
    if (row.course_id !== null) items.courseIds.push(row.course_id)
    if (row.online_course_id !== null) items.onlineCourseIds.push(row.online_course_id)
    map.set(row.coupon_id, items)
  }
  return map
}

/** Whether a restricted code lists the item. */
export async function couponListsItem(
  db: Conn,
  couponId: number,
  item: { courseId: number | null; onlineCourseId: number | null },
): Promise<boolean> {
  let query = db.selectFrom('coupon_item').select('id').where('coupon_id', '=', couponId)
  query =
    item.courseId !== null
      ? query.where('course_id', '=', item.courseId)
      : query.where('online_course_id', '=', item.onlineCourseId ?? -1)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertCoupon(db: Conn, values: CouponColumns & { created_at: string }) {
  const row = await db.insertInto('coupon').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateCoupon(db: Conn, id: number, values: CouponColumns) {
  const result = await db.updateTable('coupon').set(values).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deleteCoupon(db: Conn, id: number) {
  const result = await db.deleteFrom('coupon').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Replaces the items a code is restricted to. */
export async function setCouponItems(db: Conn, couponId: number, items: CouponItems) {
  await db.deleteFrom('coupon_item').where('coupon_id', '=', couponId).execute()
  const rows = [
    ...[...new Set(items.courseIds)].map((id) => ({
      coupon_id: couponId,
      course_id: id,
      online_course_id: null,
    })),
    ...[...new Set(items.onlineCourseIds)].map((id) => ({
      coupon_id: couponId,
      course_id: null,
      online_course_id: id,
    })),
  ]
  if (rows.length > 0) await db.insertInto('coupon_item').values(rows).execute()
}
