import { describe, expect, it } from 'vitest'
import {
  CheckoutMessages,
  CheckoutPaths,
  ConfirmCheckoutAnswerSchema,
  CreateCheckoutAnswerSchema,
  UserCoursesAnswerSchema,
  UserOnlineCoursesAnswerSchema,
} from '@aula/contract/checkout'
import { titleToSlug } from '@aula/contract/common'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import {
  forgetOpenCheckout,
  fulfilmentCounts,
  insertCourse,
  insertOnlineCourse,
  orderOfCheckout,
  referBy,
} from '#test/fixtures/checkout.ts'

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '14' })
const { db } = t.deps

const PAYS = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'
const EXPIRY = '12/39'

const post = (url: string, payload: unknown, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: user ? bearer(user.token) : {},
  })

async function checkout(user: TestUser, title: string, type: 'physical' | 'online') {
  const res = await post(CheckoutPaths.create, { title, type }, user)
  expect(res.statusCode, res.body).toBe(200)
  return CreateCheckoutAnswerSchema.parse(res.json())
}

const pay = (user: TestUser, id: string, cardNumber = PAYS) =>
  post(CheckoutPaths.demoPay, { id, cardNumber, expiry: EXPIRY, cvc: '123' }, user)

const confirm = (user: TestUser, id: string) => post(CheckoutPaths.confirm, { id }, user)

/** Sets what the demo provider says about a checkout, as if its card form had been used. */
async function setDemoState(
  id: string,
  values: { status?: 'PAID' | 'FAILED'; amount_cents?: number },
) {
  await db.updateTable('demo_checkout').set(values).where('id', '=', id).execute()
}

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

describe('fulfilment exactly once', () => {
  it('20 concurrent confirms and duplicated webhooks: one enrollment, one credit, one receipt', async () => {
    const referrer = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, referrer)
    const online = await insertOnlineCourse(t, { price: 12_000, affiliate: 1_500 })
    const { id } = await checkout(buyer, online.title, 'online')
    await setDemoState(id, { status: 'PAID' })

    const calls = [
      ...Array.from({ length: 20 }, () => confirm(buyer, id)),
      ...Array.from({ length: 5 }, () =>
        post(CheckoutPaths.webhook, { event_type: 'CHECKOUT_STATUS_CHANGED', id }),
      ),
    ]
    const answers = await Promise.all(calls)
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    for (const res of answers.slice(0, 20)) expect(res.json().status).toBe('PAID')

    const order = await orderOfCheckout(t, id)
    const counts = await fulfilmentCounts(t, buyer, order.reference)
    expect(counts.enrollments).toBe(1)
    expect(counts.receipts).toBe(1)
    expect(counts.credits).toHaveLength(1)
    const credit = counts.credits[0]!
    expect(credit).toMatchObject({ user_id: referrer.id, kind: 'commission', amount_cents: 1_500 })
    const holdMs = Date.parse(credit.available_at) - Date.parse(credit.created_at)
    expect(holdMs).toBe(14 * 86_400_000)
    expect(counts.order.fulfilled_at).not.toBeNull()
  })

  it('a late FAILED never undoes a paid order', async () => {
    const buyer = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 2_000 })
    const { id } = await checkout(buyer, online.title, 'online')
    expect((await pay(buyer, id)).json()).toEqual({ status: 'PAID' })
    await setDemoState(id, { status: 'FAILED' })
    expect((await confirm(buyer, id)).json().status).toBe('PAID')
    await post(CheckoutPaths.webhook, { event_type: 'CHECKOUT_STATUS_CHANGED', id })
    const order = await orderOfCheckout(t, id)
    const counts = await fulfilmentCounts(t, buyer, order.reference)
    expect(counts).toMatchObject({ enrollments: 1, receipts: 1 })
    expect(counts.order.status).toBe('paid')
  })

  it('does not fulfil a paid checkout whose amount differs from the order', async () => {
    const buyer = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 8_000 })
    const { id } = await checkout(buyer, online.title, 'online')
    await setDemoState(id, { status: 'PAID', amount_cents: 100 })
    expect((await confirm(buyer, id)).json().status).toBe('FAILED')
    const order = await orderOfCheckout(t, id)
    const counts = await fulfilmentCounts(t, buyer, order.reference)
    expect(counts).toMatchObject({ enrollments: 0, receipts: 0 })
    expect(counts.order.status).toBe('failed')
  })

  it('the webhook trusts no body: an unpaid checkout stays unpaid, an unknown id changes nothing', async () => {
    const buyer = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 3_000 })
    const { id } = await checkout(buyer, online.title, 'online')
    const forged = await post(CheckoutPaths.webhook, {
      event_type: 'CHECKOUT_STATUS_CHANGED',
      id,
      status: 'PAID',
    })
    expect(forged.statusCode).toBe(200)
    expect((await post(CheckoutPaths.webhook, { event_type: 'X', id: 'unknown' })).json()).toEqual({
      message: 'Success',
    })
    expect((await post(CheckoutPaths.webhook, { id })).statusCode).toBe(400)
    const order = await orderOfCheckout(t, id)
    expect((await fulfilmentCounts(t, buyer, order.reference)).enrollments).toBe(0)
    expect(order.status).toBe('pending')
  })
})

describe('one payment per buyer and item', () => {
  const demoStatus = async (id: string) =>
    (
      await db
        .selectFrom('demo_checkout')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status

  it('hands out the open checkout again to a second tab, a reload or simultaneous requests', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 3_900 })
    const first = await checkout(anna, online.title, 'online')
    const second = await checkout(anna, online.title.toUpperCase().replace(/ /g, '-'), 'online')
    expect(second).toEqual(first)
    const course = await insertCourse(t, { price: 30_000, deposit: 6_000 })
    const together = await Promise.all(
      Array.from({ length: 6 }, () => checkout(anna, course.title, 'physical')),
    )
    expect(new Set(together.map((a) => a.id)).size).toBe(1)
    expect(together[0]).toMatchObject({ amount: 60, charge: 'deposit', balanceDue: 240 })
    const orders = await db
      .selectFrom('customer_order')
      .select(['status'])
      .where('user_id', '=', anna.id)
      .execute()
    expect(orders).toEqual([{ status: 'pending' }, { status: 'pending' }])
    // Another buyer gets a checkout of their own.
    const marco = await loginAs(t)
    expect((await checkout(marco, online.title, 'online')).id).not.toBe(first.id)
  })

  it('opens a new checkout once the open one was declined or has expired', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 2_900 })
    const first = await checkout(anna, online.title, 'online')
    expect((await pay(anna, first.id, DECLINED)).json()).toEqual({ status: 'FAILED' })
    const second = await checkout(anna, online.title, 'online')
    expect(second.id).not.toBe(first.id)
    // An abandoned checkout expires: the demo provider refuses it and a new one is opened.
    const past = new Date(Date.now() - 1_000).toISOString()
    await db
      .updateTable('demo_checkout')
      .set({ valid_until: past })
      .where('id', '=', second.id)
      .execute()
    await db
      .updateTable('customer_order')
      .set({ valid_until: past })
      .where('provider_checkout_id', '=', second.id)
      .execute()
    expect((await pay(anna, second.id)).json()).toEqual({ status: 'FAILED' })
    const third = await checkout(anna, online.title, 'online')
    expect(third.id).not.toBe(second.id)
    expect((await pay(anna, third.id)).json()).toEqual({ status: 'PAID' })
    const order = await orderOfCheckout(t, third.id)
    expect(await fulfilmentCounts(t, anna, order.reference)).toMatchObject({
      enrollments: 1,
      receipts: 1,
    })
  })

  it('charges nothing for an item the buyer already owns and answers 409 on paying or confirming', async () => {
    const referrer = await loginAs(t)
    const anna = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price: 6_000, affiliate: 900 })
    // Two checkouts for one item, as two tabs opened before a checkout was handed out again.
    const first = await checkout(anna, online.title, 'online')
    await forgetOpenCheckout(t, first.id)
    const second = await checkout(anna, online.title, 'online')
    expect(second.id).not.toBe(first.id)

    expect((await pay(anna, second.id)).json()).toEqual({ status: 'PAID' })
    // The same checkout shown in a second tab: paid already, nothing more is charged.
    const sameAgain = await pay(anna, second.id)
    expect(sameAgain.statusCode).toBe(409)
    expect(sameAgain.json()).toEqual({ message: 'Already purchased' })
    const again = await pay(anna, first.id)
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json()).toEqual({ message: 'Already purchased' })
    expect(await demoStatus(first.id)).toBe('PENDING')
    const confirmed = await confirm(anna, first.id)
    expect(confirmed.statusCode).toBe(409)
    expect(confirmed.json()).toEqual({ message: 'Already purchased' })
    expect((await pay(anna, first.id)).statusCode).toBe(409)
    expect(await demoStatus(first.id)).toBe('PENDING')

    const paid = await orderOfCheckout(t, second.id)
    const counts = await fulfilmentCounts(t, anna, paid.reference)
    expect(counts).toMatchObject({ enrollments: 1, receipts: 1 })
    expect(counts.credits).toHaveLength(1)
    const credits = await db
      .selectFrom('affiliate_entry')
      .select('amount_cents')
      .where('user_id', '=', referrer.id)
      .execute()
    expect(credits).toEqual([{ amount_cents: 900 }])
    expect(
      t.outbox().filter((m) => m.to === anna.email && /Ricevuta/.test(m.subject)),
    ).toHaveLength(1)
  })

  it('two checkouts paid at the same instant: the buyer keeps one payment, one enrollment, one commission', async () => {
    const referrer = await loginAs(t)
    const anna = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price: 4_500, affiliate: 500 })
    const first = await checkout(anna, online.title, 'online')
    await forgetOpenCheckout(t, first.id)
    const second = await checkout(anna, online.title, 'online')
    const answers = await Promise.all([pay(anna, first.id), pay(anna, second.id)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((r) => r.statusCode === 409)!.json().message
    expect([CheckoutMessages.alreadyPurchased, CheckoutMessages.paidTwice]).toContain(refused)
    // Whatever the interleaving, the buyer keeps exactly one payment.
    const kept = [await demoStatus(first.id), await demoStatus(second.id)].filter(
      (status) => status === 'PAID',
    )
    expect(kept).toHaveLength(1)
    const enrollments = await db
      .selectFrom('enrollment')
      .select('id')
      .where('user_id', '=', anna.id)
      .execute()
    expect(enrollments).toHaveLength(1)
    const credits = await db
      .selectFrom('affiliate_entry')
      .select('id')
      .where('user_id', '=', referrer.id)
      .execute()
    expect(credits).toHaveLength(1)
    expect(
      t.outbox().filter((m) => m.to === anna.email && /Ricevuta/.test(m.subject)),
    ).toHaveLength(1)
  })
})
