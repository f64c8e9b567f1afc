import { describe, expect, it } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { CouponMessages } from '@aula/contract/coupons'
import { bearer, loginAs, uniqueIp } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertOnlineCourse } from '#test/fixtures/checkout.ts'

const { t } = await checkoutApp()

describe('checkout with a discount code, rate limited', () => {
  it('opens 30 checkouts with a code a minute per address, so codes cannot be guessed through it', async () => {
    const online = await insertOnlineCourse(t, { price: 1_000 })
    const anna = await loginAs(t)
    const remoteAddress = uniqueIp()
    const create = (coupon?: string) =>
      t.app.inject({
        method: 'POST',
        url: CheckoutPaths.create,
        payload: {
          title: online.title,
          type: 'online',
          ...(coupon === undefined ? {} : { coupon }),
        },
        headers: bearer(anna.token),
        remoteAddress,
      })
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await create(`PROVA${i}`)).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true)
    expect(statuses[30]).toBe(429)
    const last = await create('PROVA99')
    expect(last.statusCode).toBe(429)
    expect(last.json().message).not.toBe(CouponMessages.unknown)
    // A checkout without a code says nothing about codes: the buyer can still pay.
    const plain = await create()
    expect(plain.statusCode, plain.body).toBe(200)
    expect((await create('')).statusCode).toBe(200)
  })
})
