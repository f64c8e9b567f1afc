import { describe, expect, it } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { CouponMessages } from '@aula/contract/coupons'
import { loginAs } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { editionsKit } from '#test/fixtures/editions.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'

/*
 * A discount code on an in-person course with editions (docs/product.md#coupons): the
 * checkout holds a seat and takes a use of the code; a buyer refused the code's last use
 * gives back the seat it was about to hold.
 */

const { t, post } = await checkoutApp()
const { courseWithEdition, editionsOf } = editionsKit(t)

describe('a discount code and the seats of an edition', () => {
  it('takes the discount off, and buyers refused the last use hold no seat', async () => {
    const { course, edition } = await courseWithEdition(20, 30_000)
    const coupon = await createCoupon(t, { percent: '25', maxUses: '1' })
    const buyers = await Promise.all(Array.from({ length: 8 }, () => loginAs(t)))
    const answers = await Promise.all(
      buyers.map((buyer) =>
        post(
          CheckoutPaths.create,
          { title: course.title, type: 'physical', edition: edition.id, coupon: coupon.code },
          buyer,
        ),
      ),
    )
    const won = answers.filter((res) => res.statusCode === 200)
    expect(won).toHaveLength(1)
    expect(won[0]!.json()).toMatchObject({ amount: 225, discount: 75, listAmount: 300 })
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json()).toEqual({ message: CouponMessages.usedUp })
    }
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 19 })
  })
})
