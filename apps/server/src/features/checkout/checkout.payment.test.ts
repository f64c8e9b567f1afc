import { describe, expect, it } from 'vitest'
import {
  CheckoutPaths,
  ConfirmCheckoutAnswerSchema,
  UserCoursesAnswerSchema,
  UserOnlineCoursesAnswerSchema,
} from '@aula/contract/checkout'
import { titleToSlug } from '@aula/contract/common'
import { bearer, loginAs } from '#test/helper.ts'
import {
  fulfilmentCounts,
  insertCourse,
  insertOnlineCourse,
  orderOfCheckout,
} from '#test/fixtures/checkout.ts'
import { checkoutApp, DECLINED, EXPIRY, PAYS } from '#test/fixtures/checkout.buyer.ts'

const { t, db, post, checkout, pay, confirm } = await checkoutApp()

describe('paying with the demo card form', () => {
  it('pays with 4242…, enrolls once, mails a receipt and then answers Already purchased', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_990 })
    const { id } = await checkout(anna, online.title, 'online')
    const paid = await pay(anna, id)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toEqual({ status: 'PAID' })
    const confirmed = await confirm(anna, id)
    expect(confirmed.statusCode).toBe(200)
    expect(ConfirmCheckoutAnswerSchema.parse(confirmed.json())).toEqual({
      message: 'Success',
      status: 'PAID',
    })

    const order = await orderOfCheckout(t, id)
    const counts = await fulfilmentCounts(t, anna, order.reference)
    expect(counts.order.status).toBe('paid')
    expect(counts.enrollments).toBe(1)
    expect(counts.credits).toHaveLength(0)
    expect(counts.receipts).toBe(1)
    const receipt = t.lastMailTo(anna.email, new RegExp(order.reference))!
    expect(receipt.text).toContain(online.title)
    expect(receipt.text).toContain('49,90')
    // "Vai al videocorso" opens the lessons of the course bought, not the catalogue.
    const lessons = `${t.deps.config.publicUrl}/video/${encodeURIComponent(titleToSlug(online.title))}`
    expect(receipt.text).toContain(`Vai al videocorso: ${lessons}`)
    expect(receipt.html).toContain(`href="${lessons}"`)
    expect(receipt.text).not.toContain('/videocorsi')

    const mine = await t.app.inject({
      method: 'GET',
      url: CheckoutPaths.userOnlineCourses,
      headers: bearer(anna.token),
    })
    expect(UserOnlineCoursesAnswerSchema.parse(mine.json()).courses.map((c) => c.title)).toEqual([
      online.title,
    ])

    const again = await post(CheckoutPaths.create, { title: online.title, type: 'online' }, anna)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'Already purchased' })
  })

  it('declines 4000 0000 0000 0002 and grants nothing; another card on the same checkout still pays', async () => {
    const anna = await loginAs(t)
    const course = await insertCourse(t, { price: 30_000, deposit: 5_000 })
    const { id } = await checkout(anna, course.title, 'physical')
    const declined = await pay(anna, id, DECLINED)
    expect(declined.statusCode).toBe(200)
    expect(declined.json()).toEqual({ status: 'FAILED' })
    expect((await confirm(anna, id)).json()).toEqual({ message: 'Success', status: 'FAILED' })
    const order = await orderOfCheckout(t, id)
    let counts = await fulfilmentCounts(t, anna, order.reference)
    expect(counts).toMatchObject({ enrollments: 0, receipts: 0 })
    expect(counts.order.status).toBe('failed')

    expect((await pay(anna, id)).json()).toEqual({ status: 'PAID' })
    counts = await fulfilmentCounts(t, anna, order.reference)
    expect(counts).toMatchObject({ enrollments: 1, receipts: 1 })
    const mine = await t.app.inject({
      method: 'GET',
      url: CheckoutPaths.userCourses,
      headers: bearer(anna.token),
    })
    expect(UserCoursesAnswerSchema.parse(mine.json()).courses.map((c) => c.title)).toEqual([
      course.title,
    ])
    const receipt = t.lastMailTo(anna.email, new RegExp(order.reference))!
    expect(receipt.text).toMatch(/acconto/i)
    expect(receipt.text).toContain('250,00')
    const page = `${t.deps.config.publicUrl}/course/${encodeURIComponent(titleToSlug(course.title))}`
    expect(receipt.text).toContain(`Vai al corso: ${page}`)
  })

  it('answers 400 for malformed card data and changes nothing', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 1_500 })
    const { id } = await checkout(anna, online.title, 'online')
    for (const card of [
      { cardNumber: '4242 4242 4242 4241', expiry: EXPIRY, cvc: '123' },
      { cardNumber: 'abcd', expiry: EXPIRY, cvc: '123' },
      { cardNumber: PAYS, expiry: '13/30', cvc: '123' },
      { cardNumber: PAYS, expiry: '01/20', cvc: '123' },
      { cardNumber: PAYS, expiry: EXPIRY, cvc: '12' },
      { cardNumber: PAYS, expiry: EXPIRY },
      { cardNumber: 4242424242424242, expiry: EXPIRY, cvc: '123' },
    ]) {
      const res = await post(CheckoutPaths.demoPay, { id, ...card }, anna)
      expect(res.statusCode, JSON.stringify(card)).toBe(400)
    }
    expect((await confirm(anna, id)).json().status).toBe('PENDING')
  })

  it('lets only the buyer pay or confirm an order', async () => {
    const anna = await loginAs(t)
    const marco = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 1_500 })
    const { id } = await checkout(anna, online.title, 'online')
    expect((await pay(marco, id)).statusCode).toBe(403)
    expect((await confirm(marco, id)).statusCode).toBe(403)
    expect((await post(CheckoutPaths.confirm, { id })).statusCode).toBe(401)
    expect(
      (await post(CheckoutPaths.demoPay, { id, cardNumber: PAYS, expiry: EXPIRY, cvc: '123' }))
        .statusCode,
    ).toBe(401)
    expect((await confirm(anna, 'no-such-checkout')).statusCode).toBe(404)
    expect((await pay(anna, 'no-such-checkout')).statusCode).toBe(404)
    expect((await post(CheckoutPaths.confirm, { id: '' }, anna)).statusCode).toBe(400)
    const orders = await db
      .selectFrom('customer_order')
      .select('status')
      .where('provider_checkout_id', '=', id)
      .execute()
    expect(orders).toEqual([{ status: 'pending' }])
    for (const url of [CheckoutPaths.userCourses, CheckoutPaths.userOnlineCourses]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(marco.token) })
      expect(res.json()).toEqual({ courses: [] })
    }
  })
})
