import { describe, expect, it } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { CouponMessages, CouponPaths } from '@aula/contract/coupons'
import { bearer, loginAs } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertOnlineCourse } from '#test/fixtures/checkout.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'

const { t, db, post, pay } = await checkoutApp()

describe('the last use of a discount code', () => {
  it('goes to one buyer only when many check out at the same moment', async () => {
    const online = await insertOnlineCourse(t, { price: 3_000 })
    const coupon = await createCoupon(t, { maxUses: '3' })
    // Two uses taken: one paid, one checkout still open. One is left.
    const paid = await loginAs(t)
    const paidCheckout = await post(
      CheckoutPaths.create,
      { title: online.title, type: 'online', coupon: coupon.code },
      paid,
    )
    expect((await pay(paid, paidCheckout.json().id)).json()).toEqual({ status: 'PAID' })
    const holding = await loginAs(t)
    const held = await post(
      CheckoutPaths.create,
      { title: online.title, type: 'online', coupon: coupon.code },
      holding,
    )
    expect(held.statusCode, held.body).toBe(200)

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
    const refused = answers.filter((res) => res.statusCode !== 200)
    expect(won).toHaveLength(1)
    expect(won[0]!.json()).toMatchObject({ amount: 24, coupon: coupon.code })
    expect(refused).toHaveLength(11)
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toEqual({ message: CouponMessages.usedUp })
    }
    const holders = await db
      .selectFrom('customer_order')
      .select('status')
      .where('coupon_id', '=', coupon.id)
      .execute()
    expect(holders.map((o) => o.status).sort()).toEqual(['paid', 'pending', 'pending'])

    const admin = await loginAs(t, 'admin')
    const list = await t.app.inject({
      method: 'GET',
      url: CouponPaths.coupons,
      headers: bearer(admin.token),
    })
    expect(list.json().coupons.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({
      uses: 1,
      held: 2,
    })
  })
})
