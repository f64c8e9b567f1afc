import { describe, expect, it } from 'vitest'
import { CheckoutMessages, CheckoutPaths } from '@aula/contract/checkout'
import { CouponMessages, CouponPaths } from '@aula/contract/coupons'
import { bearer, loginAs, type TestUser } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse, insertOnlineCourse, referBy } from '#test/fixtures/checkout.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'
import { editionsKit } from '#test/fixtures/editions.ts'

/*
 * A code that covers the whole payment (docs/product.md#coupons, decision 032): the order
 * is fulfilled at once without the payment provider, at 0, with no receipt and no
 * commission, and it takes one use of the code under the same lock as a paid checkout.
 */

const { t, db, post } = await checkoutApp()
const { courseWithEdition, editionsOf } = editionsKit(t)

const ordersOf = (user: TestUser) =>
  db.selectFrom('customer_order').selectAll().where('user_id', '=', user.id).execute()

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) })

async function usesOf(couponId: number) {
  const admin = await loginAs(t, 'admin')
  const list = (await get(CouponPaths.coupons, admin)).json()
  return list.coupons.find((c: { id: number }) => c.id === couponId)
}

describe('a code that covers the whole payment', () => {
  it('enrolls the buyer at once, once, without a payment, receipt or commission', async () => {
    const anna = await loginAs(t)
    const referrer = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price: 4_999, affiliate: 999 })
    const coupon = await createCoupon(t, { percent: '100', maxUses: '5' })
    const body = { title: online.title, type: 'online', coupon: coupon.code }
    const res = await post(CheckoutPaths.create, body, anna)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      amount: 0,
      listAmount: 49.99,
      discount: 49.99,
      coupon: coupon.code,
      provider: 'free',
      complete: true,
    })
    const orders = await ordersOf(anna)
    expect(orders).toMatchObject([
      {
        status: 'paid',
        provider: 'free',
        amount_cents: 0,
        list_amount_cents: 4_999,
        discount_cents: 4_999,
        coupon_id: coupon.id,
        provider_checkout_id: null,
      },
    ])
    // The course is the buyer's: it is in their video courses.
    const mine = (await get(CheckoutPaths.userOnlineCourses, anna)).json()
    expect(mine.courses.map((c: { title: string }) => c.title)).toContain(online.title)
    // Nothing was paid: no receipt, no number, no commission for the inviter.
    const receipts = await db
      .selectFrom('receipt')
      .select('id')
      .where('order_id', '=', orders[0]!.id)
      .execute()
    expect(receipts).toHaveLength(0)
    const credits = await db
      .selectFrom('affiliate_entry')
      .select('amount_cents')
      .where('user_id', '=', referrer.id)
      .execute()
    expect(credits).toHaveLength(0)
    // The buyer is told the enrolment is confirmed, without a receipt attached.
    const mail = t.lastMailTo(anna.email, /Iscrizione confermata|Enrolment confirmed/)
    expect(mail?.text).toMatch(/non ti è stato addebitato nulla|nothing was charged/)
    expect(mail?.attachments).toHaveLength(0)
    // The code's use is counted; asking again does not enroll or count twice.
    expect(await usesOf(coupon.id)).toMatchObject({ uses: 1, held: 0 })
    const again = await post(CheckoutPaths.create, body, anna)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: CheckoutMessages.alreadyPurchased })
    expect(await ordersOf(anna)).toHaveLength(1)
    expect(await usesOf(coupon.id)).toMatchObject({ uses: 1, held: 0 })
  })

  it('gives the last use to one buyer only when many ask at the same moment', async () => {
    const online = await insertOnlineCourse(t, { price: 3_000 })
    const coupon = await createCoupon(t, { kind: 'fixed', amount: '30', maxUses: '1' })
    const buyers = await Promise.all(Array.from({ length: 12 }, () => loginAs(t)))
    const answers = await Promise.all(
      buyers.map((buyer) =>
        post(
          CheckoutPaths.create,
          { title: online.title, type: 'online', coupon: coupon.code },
          buyer,
        ),
      ),
    )
    const won = answers.filter((res) => res.statusCode === 200)
    expect(won).toHaveLength(1)
    expect(won[0]!.json()).toMatchObject({ amount: 0, complete: true })
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toEqual({ message: CouponMessages.usedUp })
    }
    const orders = await db
      .selectFrom('customer_order')
      .select('status')
      .where('coupon_id', '=', coupon.id)
      .execute()
    expect(orders).toEqual([{ status: 'paid' }])
    const enrolled = await db
      .selectFrom('enrollment')
      .select('user_id')
      .where('online_course_id', '=', online.id)
      .execute()
    expect(enrolled).toHaveLength(1)
  })

  it('takes a seat of the edition as a paid order does; a deposit covered leaves the balance', async () => {
    const { course, edition } = await courseWithEdition(20, 30_000)
    const coupon = await createCoupon(t, { percent: '100' })
    const anna = await loginAs(t)
    const res = await post(
      CheckoutPaths.create,
      { title: course.title, type: 'physical', edition: edition.id, coupon: coupon.code },
      anna,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ amount: 0, complete: true, provider: 'free' })
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 19 })
    const mine = (await get(CheckoutPaths.userCourses, anna)).json()
    expect(mine.courses.map((c: { title: string }) => c.title)).toContain(course.title)

    const withDeposit = await insertCourse(t, { price: 45_000, deposit: 10_000 })
    const fixed = await createCoupon(t, { kind: 'fixed', amount: '150' })
    const bob = await loginAs(t)
    const free = await post(
      CheckoutPaths.create,
      { title: withDeposit.title, type: 'physical', coupon: fixed.code },
      bob,
    )
    expect(free.statusCode, free.body).toBe(200)
    expect(free.json()).toMatchObject({
      amount: 0,
      charge: 'deposit',
      balanceDue: 350,
      discount: 100,
      complete: true,
    })
    // The mail says what is left to pay at the school: the price less the deposit.
    const mail = t.lastMailTo(bob.email, /Iscrizione confermata|Enrolment confirmed/)
    expect(mail?.text).toMatch(/350,00\s€|€350\.00/)
  })
})
