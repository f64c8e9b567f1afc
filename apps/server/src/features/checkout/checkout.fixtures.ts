import { insertCourseRow, insertVideoCourseRow } from '#test/courses.ts'
import type { TestApp, TestUser } from '#test/helper.ts'

/*
 * Test data for checkout: courses written straight into their tables (as the admin forms
 * would leave them) and the counts that prove fulfilment happened once.
 */

let counter = 0

export async function insertCourse(
  t: TestApp,
  prices: { price: number; deposit?: number | null; affiliate?: number | null },
) {
  counter += 1
  const title = `Corso in sede ${counter} ${Date.now().toString(36)}`
  return { id: await insertCourseRow(t, { title, ...prices }), title }
}

export async function insertOnlineCourse(
  t: TestApp,
  prices: { price: number; deposit?: number | null; affiliate?: number | null },
) {
  counter += 1
  const title = `Videocorso ${counter} ${Date.now().toString(36)}`
  return { id: await insertVideoCourseRow(t, { title, ...prices }), title }
}

/** Makes `buyer` a newcomer invited by `referrer`. */
export async function referBy(t: TestApp, buyer: TestUser, referrer: TestUser) {
  await t.deps.db
    .updateTable('app_user')
    .set({ referred_by_id: referrer.id })
    .where('id', '=', buyer.id)
    .execute()
}

export async function fulfilmentCounts(t: TestApp, buyer: TestUser, orderRef: string) {
  const { db } = t.deps
  const order = await db
    .selectFrom('customer_order')
    .selectAll()
    .where('reference', '=', orderRef)
    .executeTakeFirstOrThrow()
  const enrollments = await db
    .selectFrom('enrollment')
    .select('id')
    .where('user_id', '=', buyer.id)
    .execute()
  const credits = await db
    .selectFrom('affiliate_entry')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute()
  const receipts = t.outbox().filter((m) => m.to === buyer.email && m.subject.includes(orderRef))
  return { order, enrollments: enrollments.length, credits, receipts: receipts.length }
}

export async function orderOfCheckout(t: TestApp, checkoutId: string) {
  return t.deps.db
    .selectFrom('customer_order')
    .selectAll()
    .where('provider_checkout_id', '=', checkoutId)
    .executeTakeFirstOrThrow()
}

/**
 * Lets a checkout stop counting as its buyer's open one, as the orders of databases from
 * before one open checkout per item: the next create-checkout opens another beside it.
 */
export async function forgetOpenCheckout(t: TestApp, checkoutId: string) {
  await t.deps.db
    .updateTable('customer_order')
    .set({ open_checkout_key: null })
    .where('provider_checkout_id', '=', checkoutId)
    .execute()
}
