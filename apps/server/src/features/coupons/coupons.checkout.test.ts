import { describe, expect, it } from 'vitest'
import { AdminPaths } from '@aula/contract/admin'
import { CheckoutPaths } from '@aula/contract/checkout'
import { CouponMessages, CouponPaths, CouponPreviewAnswerSchema } from '@aula/contract/coupons'
import { bearer, loginAs, uniqueIp, type TestUser } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import {
  insertCourse,
  insertOnlineCourse,
  orderOfCheckout,
  referBy,
} from '#test/fixtures/checkout.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'

const { t, db, post, checkout, pay } = await checkoutApp()

/** Opens a checkout with a code and answers the raw reply. */
const withCode = (user: TestUser, title: string, type: 'physical' | 'online', coupon: string) =>
  post(CheckoutPaths.create, { title, type, coupon }, user)

const ordersOf = (user: TestUser) =>
  db.selectFrom('customer_order').selectAll().where('user_id', '=', user.id).orderBy('id').execute()

describe('checkout with a discount code', () => {
  it('takes a percentage off, rounded to the cent, and the order keeps the code', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_999 })
    const coupon = await createCoupon(t, { percent: '20' })
    const res = await withCode(anna, online.title, 'online', coupon.code.toLowerCase())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      amount: 39.99,
      listAmount: 49.99,
      discount: 10,
      coupon: coupon.code,
      charge: 'full',
    })
    expect(await orderOfCheckout(t, res.json().id)).toMatchObject({
      amount_cents: 3_999,
      list_amount_cents: 4_999,
      discount_cents: 1_000,
      coupon_id: coupon.id,
      coupon_code: coupon.code,
    })
    // The provider is asked for the discounted amount.
    const demo = await db
      .selectFrom('demo_checkout')
      .select('amount_cents')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow()
    expect(demo.amount_cents).toBe(3_999)
  })

  it('takes a fixed amount off, never more than the charge', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_999 })
    const ten = await createCoupon(t, { kind: 'fixed', amount: '12,50' })
    const res = await withCode(anna, online.title, 'online', ten.code)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ amount: 37.49, listAmount: 49.99, discount: 12.5 })

    // A code covering the whole payment makes a free order (coupons.free.test.ts).
    for (const fields of [{ percent: '100' }, { kind: 'fixed' as const, amount: '60' }]) {
      const bob = await loginAs(t)
      const all = await createCoupon(t, fields)
      const free = await withCode(bob, online.title, 'online', all.code)
      expect(free.statusCode, free.body).toBe(200)
      expect(free.json()).toMatchObject({ amount: 0, discount: 49.99, complete: true })
      expect(await ordersOf(bob)).toMatchObject([{ status: 'paid', amount_cents: 0 }])
    }
  })

  it('on a course with a deposit, takes the discount off the deposit; the balance stays', async () => {
    const anna = await loginAs(t)
    const course = await insertCourse(t, { price: 45_000, deposit: 10_050 })
    const coupon = await createCoupon(t, { percent: '15' })
    const res = await withCode(anna, course.title, 'physical', coupon.code)
    expect(res.statusCode, res.body).toBe(200)
    // 15 % of 100.50 € is 15.075 €: 15.08 € off.
    expect(res.json()).toMatchObject({
      charge: 'deposit',
      listAmount: 100.5,
      discount: 15.08,
      amount: 85.42,
      balanceDue: 349.5,
    })
  })

  it('an empty code is no code', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 2_000 })
    const res = await withCode(anna, online.title, 'online', '  ')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().amount).toBe(20)
    expect(res.json()).not.toHaveProperty('coupon')
  })

  it('refuses, with the reason and without opening a checkout, every code it cannot use', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const other = await insertOnlineCourse(t, { price: 10_000 })
    const usedUp = await createCoupon(t, { maxUses: '1' })
    const first = await loginAs(t)
    expect((await withCode(first, course.title, 'physical', usedUp.code)).statusCode).toBe(200)
    const cases: [string, string][] = [
      ['NESSUNCODICE', CouponMessages.unknown],
      [(await createCoupon(t, { active: false })).code, CouponMessages.disabled],
      [(await createCoupon(t, { validFrom: '2099-01-01' })).code, CouponMessages.notYet],
      [(await createCoupon(t, { validUntil: '2001-01-31' })).code, CouponMessages.expired],
      [usedUp.code, CouponMessages.usedUp],
      [(await createCoupon(t, { onlineCourseIds: [other.id] })).code, CouponMessages.notForItem],
    ]
    const anna = await loginAs(t)
    for (const [code, message] of cases) {
      const res = await withCode(anna, course.title, 'physical', code)
      expect(res.statusCode, code).toBe(422)
      expect(res.json(), code).toEqual({ message })
      const preview = await post(
        CouponPaths.preview,
        { code, title: course.title, type: 'physical' },
        anna,
      )
      expect(preview.statusCode, code).toBe(422)
      expect(preview.json(), code).toEqual({ message })
    }
    expect(await ordersOf(anna)).toHaveLength(0)
  })

  it('a code restricted to some items works on those only; dates include their last day', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const online = await insertOnlineCourse(t, { price: 8_000 })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())
    const coupon = await createCoupon(t, {
      percent: '10',
      courseIds: [course.id],
      validFrom: today,
      validUntil: today,
    })
    const anna = await loginAs(t)
    const res = await withCode(anna, course.title, 'physical', coupon.code)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().amount).toBe(90)
    const refused = await withCode(anna, online.title, 'online', coupon.code)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(CouponMessages.notForItem)
  })

  it('a failed checkout gives its use back; the buyer holding the last use may reopen it', async () => {
    const online = await insertOnlineCourse(t, { price: 5_000 })
    const coupon = await createCoupon(t, { maxUses: '1' })
    const anna = await loginAs(t)
    const bob = await loginAs(t)
    const annas = await withCode(anna, online.title, 'online', coupon.code)
    expect(annas.statusCode, annas.body).toBe(200)
    // Another tab of hers gets the same checkout, with the same code.
    const again = await withCode(anna, online.title, 'online', coupon.code)
    expect(again.json().id).toBe(annas.json().id)
    expect((await withCode(bob, online.title, 'online', coupon.code)).json()).toEqual({
      message: CouponMessages.usedUp,
    })
    expect((await pay(anna, annas.json().id, '4000 0000 0000 0002')).json()).toEqual({
      status: 'FAILED',
    })
    const bobs = await withCode(bob, online.title, 'online', coupon.code)
    expect(bobs.statusCode, bobs.body).toBe(200)
    expect(bobs.json().amount).toBe(40)
  })

  it('notices a code added, changed or removed on the open checkout', async () => {
    const online = await insertOnlineCourse(t, { price: 5_000 })
    const ten = await createCoupon(t, { percent: '10' })
    const twenty = await createCoupon(t, { percent: '20' })
    const anna = await loginAs(t)
    const plain = await checkout(anna, online.title, 'online')
    const withTen = await withCode(anna, online.title, 'online', ten.code)
    expect(withTen.json()).toMatchObject({ amount: 45 })
    expect(withTen.json().id).not.toBe(plain.id)
    const withTwenty = await withCode(anna, online.title, 'online', twenty.code)
    expect(withTwenty.json()).toMatchObject({ amount: 40 })
    expect(withTwenty.json().id).not.toBe(withTen.json().id)
    const without = await checkout(anna, online.title, 'online')
    expect(without.amount).toBe(50)
    expect(without.id).not.toBe(withTwenty.json().id)
    const orders = await ordersOf(anna)
    expect(orders.map((o) => o.status)).toEqual(['failed', 'failed', 'failed', 'pending'])
  })

  it('credits the inviter on the amount actually paid', async () => {
    const referrer = await loginAs(t)
    const anna = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price: 4_999, affiliate: 999 })
    const coupon = await createCoupon(t, { percent: '20' })
    const res = await withCode(anna, online.title, 'online', coupon.code)
    expect(res.statusCode, res.body).toBe(200)
    expect((await pay(anna, res.json().id)).json()).toEqual({ status: 'PAID' })
    const order = await orderOfCheckout(t, res.json().id)
    expect(order).toMatchObject({ status: 'paid', amount_cents: 3_999 })
    const credits = await db
      .selectFrom('affiliate_entry')
      .select('amount_cents')
      .where('user_id', '=', referrer.id)
      .execute()
    // 9.99 € on 49.99 €; 39.99 € paid: 9.99 × 39.99 / 49.99 = 7.99 €, rounded down.
    expect(credits).toEqual([{ amount_cents: 799 }])
    // The admin sees the use.
    const admin = await loginAs(t, 'admin')
    const list = await t.app.inject({
      method: 'GET',
      url: CouponPaths.coupons,
      headers: bearer(admin.token),
    })
    expect(list.json().coupons.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({
      uses: 1,
      held: 0,
    })
    // The admin's sales list shows the code beside the order.
    const sales = await t.app.inject({
      method: 'GET',
      url: AdminPaths.paidCourses,
      headers: bearer(admin.token),
    })
    const sale = sales.json().data.find((o: { id: number }) => o.id === order.id)
    expect(sale).toMatchObject({ amount: 39.99, coupon: { code: coupon.code, discount: 10 } })
  })
})

describe('POST /api/coupons/preview', () => {
  it('says the discount and the new total before paying, for signed-in buyers', async () => {
    const online = await insertOnlineCourse(t, { price: 4_999 })
    const coupon = await createCoupon(t, { percent: '20' })
    const body = { code: coupon.code.toLowerCase(), title: online.title, type: 'online' }
    expect((await post(CouponPaths.preview, body)).statusCode).toBe(401)
    const anna = await loginAs(t)
    const res = await post(CouponPaths.preview, body, anna)
    expect(res.statusCode, res.body).toBe(200)
    expect(CouponPreviewAnswerSchema.parse(res.json())).toEqual({
      code: coupon.code,
      listAmount: 49.99,
      discount: 10,
      amount: 39.99,
      charge: 'full',
    })
    expect(await ordersOf(anna)).toHaveLength(0)
    const unknown = await post(CouponPaths.preview, { ...body, title: 'Nessun corso' }, anna)
    expect(unknown.statusCode).toBe(404)
    for (const bad of [{}, { ...body, code: 'x'.repeat(41) }, { ...body, type: 'corso' }]) {
      expect((await post(CouponPaths.preview, bad, anna)).statusCode).toBe(400)
    }
    const empty = await post(CouponPaths.preview, { ...body, code: '' }, anna)
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toEqual({ message: CouponMessages.unknown })
  })

  it('answers 30 previews a minute per address, so codes cannot be guessed by trying', async () => {
    const online = await insertOnlineCourse(t, { price: 1_000 })
    const anna = await loginAs(t)
    const remoteAddress = uniqueIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: CouponPaths.preview,
        payload: { code: `PROVA${i}`, title: online.title, type: 'online' },
        headers: bearer(anna.token),
        remoteAddress,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
