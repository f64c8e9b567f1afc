import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { CustomerOrderTable, Database } from '#src/db/database.ts'

/*
 * The SQL of the checkout's own table, customer_order: orders, their payment and what
 * follows it. Enrollment, commissions and prices belong to other features, asked through
 * their services (docs/architecture.md#boundaries).
 */

type Conn = Db | Transaction<Database>

/**
 * Inserts an order; null when its open_checkout_key is taken, that is when the buyer
 * already has an open checkout for the item (a second tab asked at the same moment).
 */
export async function insertOrder(
  db: Conn,
  values: Omit<CustomerOrderTable, 'id'>,
): Promise<number | null> {
  const row = await db
    .insertInto('customer_order')
    .values(values)
    .onConflict((oc) => oc.column('open_checkout_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

/** The key of the one open checkout a buyer may have for an item. */
export function openCheckoutKey(
  userId: number,
  item: { courseId: number | null; onlineCourseId: number | null },
): string {
  return item.courseId !== null
    ? `${userId}:course:${item.courseId}`
    : `${userId}:online_course:${item.onlineCourseId}`
}

export async function setOrderCheckoutId(db: Conn, orderId: number, checkoutId: string) {
  await db
    .updateTable('customer_order')
    .set({ provider_checkout_id: checkoutId })
    .where('id', '=', orderId)
    .execute()
}

function orderQuery(db: Conn) {
  return db.selectFrom('customer_order').selectAll()
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>

export function findOrderByCheckoutId(db: Conn, checkoutId: string) {
  return orderQuery(db).where('provider_checkout_id', '=', checkoutId).executeTakeFirst()
}

export function findOrderById(db: Conn, id: number) {
  return orderQuery(db).where('id', '=', id).executeTakeFirst()
}

/** The order waiting for its payment that holds an open-checkout key, if any. */
export function findOpenOrder(db: Conn, key: string) {
  return orderQuery(db).where('open_checkout_key', '=', key).executeTakeFirst()
}

/** Pending orders that have a provider checkout, oldest first: what reconciliation asks about. */
export function listPendingOrders(db: Conn, createdAfter: string, limit: number) {
  return orderQuery(db)
    .where('status', '=', 'pending')
    .where('provider_checkout_id', 'is not', null)
    .where('created_at', '>', createdAfter)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

/** Paid orders whose receipt has not gone out (a process stopped in between). */
export function listPaidUnreceiptedOrders(db: Conn, limit: number) {
  return orderQuery(db)
    .where('status', '=', 'paid')
    .where('fulfilled_at', 'is', null)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

/**
 * Marks an order paid unless it already is: true only for the one caller whose UPDATE
 * took the row, so everything that follows runs once. A declined order may still become
 * paid (the buyer tried another card on the same checkout); a paid one never changes.
 */
export async function markOrderPaid(db: Conn, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ status: 'paid', paid_at: at, open_checkout_key: null })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A pending order becomes failed (and no longer open); a paid one is never touched. */
export async function markOrderFailed(db: Conn, orderId: number): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ status: 'failed', open_checkout_key: null })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute()
}

/** A paid order for an item its buyer already had: its money goes back, nothing else. */
export async function markOrderDuplicate(db: Conn, orderId: number): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ status: 'duplicate', open_checkout_key: null })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .execute()
}

/** Claims the refund of a duplicate order: true only for the one caller that asks for it. */
export async function claimRefund(db: Conn, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ refund_requested_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'duplicate')
    .where('refund_requested_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The provider refused the refund: give the claim back so a later pass retries. */
export async function releaseRefund(db: Conn, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ refund_requested_at: null })
    .where('id', '=', orderId)
    .where('refund_requested_at', '=', at)
    .execute()
}

/** Duplicate orders of the last days whose refund has not been asked for yet. */
export function listDuplicatesToRefund(db: Conn, paidAfter: string, limit: number) {
  return orderQuery(db)
    .where('status', '=', 'duplicate')
    .where('refund_requested_at', 'is', null)
    .where('paid_at', '>', paidAfter)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

/** Claims the receipt of a paid order: true only for the one caller that sends it. */
export async function claimReceipt(db: Conn, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ fulfilled_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where('fulfilled_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Whether any order, paid or not, names the course or the video course. */
export async function findAnyOrderFor(
  db: Db,
  item: { courseId: number | null; onlineCourseId: number | null },
): Promise<boolean> {
  const query = db.selectFrom('customer_order').select('id').limit(1)
  const row =
    item.courseId !== null
      ? await query.where('course_id', '=', item.courseId).executeTakeFirst()
      : item.onlineCourseId !== null
        ? await query.where('online_course_id', '=', item.onlineCourseId).executeTakeFirst()
        : undefined
  return row !== undefined
}
