import { describe, expect, it } from 'vitest'
import { CheckoutPaths, CreateCheckoutAnswerSchema } from '@aula/contract/checkout'
import { loginAs } from '#test/helper.ts'
import { insertCourse, insertOnlineCourse, orderOfCheckout } from '#test/fixtures/checkout.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'

const { t, db, post, checkout } = await checkoutApp()

describe('POST /api/create-checkout', () => {
  it('charges an in-person course its deposit and says what is left to pay on site', async () => {
    const anna = await loginAs(t)
    const course = await insertCourse(t, { price: 45_000, deposit: 10_050 })
    const res = await post(
      CheckoutPaths.create,
      { email: anna.email, title: course.title, type: 'physical' },
      anna,
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = CreateCheckoutAnswerSchema.parse(res.json())
    expect(answer).toEqual({
      message: 'Success',
      id: expect.any(String),
      amount: 100.5,
      currency: 'EUR',
      charge: 'deposit',
      balanceDue: 349.5,
      provider: 'demo',
      title: course.title,
      type: 'physical',
    })
    const order = await orderOfCheckout(t, answer.id)
    expect(order).toMatchObject({
      user_id: anna.id,
      status: 'pending',
      amount_cents: 10_050,
      charge: 'deposit',
    })
  })

  it('charges the full price of a course without deposit and of a video course', async () => {
    const anna = await loginAs(t)
    const course = await insertCourse(t, { price: 20_000 })
    const online = await insertOnlineCourse(t, { price: 4_999, deposit: 1_000 })
    const forCourse = await checkout(
      anna,
      course.title.replace(/ /g, '-').toUpperCase(),
      'physical',
    )
    expect(forCourse).toMatchObject({
      amount: 200,
      charge: 'full',
      balanceDue: null,
      title: course.title,
    })
    const forOnline = await checkout(anna, online.title, 'online')
    expect(forOnline).toMatchObject({
      amount: 49.99,
      charge: 'full',
      balanceDue: null,
      type: 'online',
    })
  })

  it('takes the amount from the database only, whatever the body says', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 9_900 })
    const res = await post(
      CheckoutPaths.create,
      { title: online.title, type: 'online', amount: 0.01, price: 1 },
      anna,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().amount).toBe(99)
  })

  it('refuses visitors, another user’s e-mail, unknown titles and bad input', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 1_000 })
    expect(
      (await post(CheckoutPaths.create, { title: online.title, type: 'online' })).statusCode,
    ).toBe(401)
    const other = await post(
      CheckoutPaths.create,
      { email: 'someone@example.com', title: online.title, type: 'online' },
      anna,
    )
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ message: 'Forbidden' })
    const unknown = await post(
      CheckoutPaths.create,
      { title: 'Nessun corso così', type: 'online' },
      anna,
    )
    expect(unknown.statusCode).toBe(404)
    // A video course is not an in-person course.
    expect(
      (await post(CheckoutPaths.create, { title: online.title, type: 'physical' }, anna))
        .statusCode,
    ).toBe(404)
    for (const body of [
      {},
      { title: online.title },
      { title: online.title, type: 'course' },
      { title: 42, type: 'online' },
      { title: 'x'.repeat(301), type: 'online' },
      { title: '\u0000', type: 'online' },
      [],
    ]) {
      const res = await post(CheckoutPaths.create, body, anna)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
    }
    const count = await db
      .selectFrom('customer_order')
      .select('id')
      .where('user_id', '=', anna.id)
      .execute()
    expect(count).toHaveLength(0)
  })
})
