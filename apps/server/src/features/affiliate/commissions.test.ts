import { describe, expect, it } from 'vitest'
import { buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { insertOnlineCourse, referBy } from '#test/fixtures/checkout.ts'
import { earnCommission } from '#test/fixtures/profile.ts'
import { creditCommission } from './affiliate.service.ts'

/*
 * The commission of a paid order (docs/product.md#affiliate): the checkout credits it through
 * creditCommission inside the payment's transaction; these tests call it as the checkout does.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '14' })
const { db } = t.deps
const DAY = 86_400_000

/** A paid order as the checkout stores it, for `buyer` and a video course. */
async function paidOrder(buyer: TestUser, onlineCourseId: number, title: string) {
  const at = new Date().toISOString()
  const row = await db
    .insertInto('customer_order')
    .values({
      reference: `AULA-TEST-${Math.random().toString(36).slice(2)}`,
      user_id: buyer.id,
      item_type: 'online_course',
      course_id: null,
      online_course_id: onlineCourseId,
      item_title: title,
      amount_cents: 5_000,
      currency: 'EUR',
      charge: 'full',
      provider: 'demo',
      provider_checkout_id: null,
      status: 'paid',
      created_at: at,
      paid_at: at,
      fulfilled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { orderId: Number(row.id), at }
}

const credit = (values: Parameters<typeof creditCommission>[1]) =>
  db.transaction().execute((trx) => creditCommission(trx, values))

const entriesOf = (user: TestUser) =>
  db
    .selectFrom('affiliate_entry')
    .select(['kind', 'order_id', 'amount_cents', 'available_at'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute()

describe('creditCommission', () => {
  it("credits the buyer's inviter once, on hold for the refund window", async () => {
    const referrer = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, referrer)
    const course = await insertOnlineCourse(t, { price: 5_000, affiliate: 800 })
    const { orderId, at } = await paidOrder(buyer, course.id, course.title)
    const values = {
      orderId,
      buyerId: buyer.id,
      courseId: null,
      onlineCourseId: course.id,
      commissionCents: 800,
      holdDays: 14,
      at,
    }
    expect(await credit(values)).toBe(true)
    expect(await credit(values)).toBe(false)
    const entries = await entriesOf(referrer)
    expect(entries.map((e) => [e.kind, Number(e.order_id), Number(e.amount_cents)])).toEqual([
      ['commission', orderId, 800],
    ])
    expect(Date.parse(entries[0]!.available_at)).toBe(Date.parse(at) + 14 * DAY)
  })

  it('credits nothing without an inviter, for a self-invite or without a commission', async () => {
    const loner = await loginAs(t)
    const course = await insertOnlineCourse(t, { price: 5_000, affiliate: 800 })
    const alone = await paidOrder(loner, course.id, course.title)
    const base = { courseId: null, onlineCourseId: course.id, holdDays: 14 }
    expect(await credit({ ...base, ...alone, buyerId: loner.id, commissionCents: 800 })).toBe(false)

    const self = await loginAs(t)
    await db
      .updateTable('app_user')
      .set({ referred_by_id: self.id })
      .where('id', '=', self.id)
      .execute()
    const own = await paidOrder(self, course.id, course.title)
    expect(await credit({ ...base, ...own, buyerId: self.id, commissionCents: 800 })).toBe(false)
    expect(await entriesOf(self)).toEqual([])

    const referrer = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, referrer)
    const free = await paidOrder(buyer, course.id, course.title)
    for (const commissionCents of [null, 0]) {
      expect(await credit({ ...base, ...free, buyerId: buyer.id, commissionCents })).toBe(false)
    }
    expect(await entriesOf(referrer)).toEqual([])
  })

  it('the database keeps one commission per buyer and item, whatever the order', async () => {
    const referrer = await loginAs(t)
    const first = await earnCommission(t, referrer, 800)
    const paid = await db
      .selectFrom('customer_order')
      .select(['user_id', 'online_course_id', 'item_title', 'created_at'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow()
    const buyer = { id: Number(paid.user_id) } as TestUser
    const courseId = Number(paid.online_course_id)
    // A second order for the same buyer and item, as a double payment leaves it.
    const other = await paidOrder(buyer, courseId, paid.item_title)
    const second = {
      ...other,
      buyerId: buyer.id,
      courseId: null,
      onlineCourseId: courseId,
      commissionCents: 800,
      holdDays: 14,
    }
    expect(await credit(second)).toBe(false)
    await expect(
      db
        .insertInto('affiliate_entry')
        .values({
          user_id: referrer.id,
          kind: 'commission',
          amount_cents: 800,
          order_id: other.orderId,
          withdrawal_id: null,
          available_at: other.at,
          created_at: other.at,
          buyer_id: buyer.id,
          online_course_id: courseId,
        })
        .execute(),
    ).rejects.toThrow(/unique/i)
    const credits = await entriesOf(referrer)
    expect(credits.map((e) => [Number(e.order_id), Number(e.amount_cents)])).toEqual([[first, 800]])
  })
})
