import { afterAll, describe, expect, it } from 'vitest'
import { AdminPaths, PaidCoursesAnswerSchema } from '@aula/contract/admin'
import {
  CheckoutMessages,
  CheckoutPaths,
  CreateCheckoutAnswerSchema,
} from '@aula/contract/checkout'
import { titleToSlug } from '@aula/contract/common'
import { buildApp } from '#src/app.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'
import {
  forgetOpenCheckout,
  fulfilmentCounts,
  insertCourse,
  insertOnlineCourse,
  orderOfCheckout,
  referBy,
  sumUpSettings,
} from '#test/fixtures/checkout.ts'
import { startFakeSumUp } from '@aula/testkit/fake-sumup'
import { ProviderError, SumUpProvider } from './payment-provider.ts'
import { reconcilerOf } from './reconciliation.ts'

const sumup = await startFakeSumUp()
afterAll(() => sumup.close())

const t = await buildTestApp({ ...sumUpSettings(sumup), PUBLIC_URL: 'https://aula.example.com' })

const admin = await loginAs(t, 'admin')

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

const webhook = (id: string) =>
  post(CheckoutPaths.webhook, { event_type: 'CHECKOUT_STATUS_CHANGED', id })

describe('the sumup provider against a fake of SumUp’s Checkouts API', () => {
  it('creates a SumUp checkout with the order reference, euros, EUR, merchant code, our webhook, the page to come back to and an expiry', async () => {
    const anna = await loginAs(t)
    const course = await insertCourse(t, { price: 39_000, deposit: 9_950 })
    const before = Date.now()
    const answer = await checkout(anna, course.title, 'physical')
    expect(answer).toMatchObject({
      provider: 'sumup',
      amount: 99.5,
      charge: 'deposit',
      balanceDue: 290.5,
    })
    const order = await orderOfCheckout(t, answer.id)
    const sent = sumup.created.at(-1)
    expect(sent).toMatchObject({
      checkout_reference: order.reference,
      amount: 99.5,
      currency: 'EUR',
      merchant_code: sumup.merchantCode,
      return_url: 'https://aula.example.com/api/checkout/webhook',
      redirect_url: `https://aula.example.com/checkout/course/${encodeURIComponent(titleToSlug(course.title))}`,
    })
    // An abandoned checkout expires at SumUp within the hour.
    const validUntil = Date.parse(String(sent?.valid_until))
    expect(validUntil).toBeGreaterThan(before + 10 * 60_000)
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 60 * 60_000)
    expect(sumup.checkouts.get(answer.id)?.status).toBe('PENDING')
  })

  it('hands out the open SumUp checkout again instead of opening a second one', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_400 })
    const before = sumup.created.length
    const answers = await Promise.all([
      checkout(anna, online.title, 'online'),
      checkout(anna, online.title, 'online'),
      checkout(anna, online.title, 'online'),
    ])
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
    expect((await checkout(anna, online.title, 'online')).id).toBe(answers[0].id)
    expect(sumup.created.length - before).toBe(1)
    // Paid at SumUp in another tab without this one hearing of it: nothing more to pay.
    sumup.setStatus(answers[0].id, 'PAID')
    const again = await post(CheckoutPaths.create, { title: online.title, type: 'online' }, anna)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: CheckoutMessages.alreadyPurchased })
    const order = await orderOfCheckout(t, answers[0].id)
    expect(await fulfilmentCounts(t, anna, order.reference)).toMatchObject({
      enrollments: 1,
      receipts: 1,
    })
  })

  it('opens a new checkout when SumUp says the open one expired', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 1_900 })
    const first = await checkout(anna, online.title, 'online')
    sumup.checkouts.get(first.id)!.valid_until = new Date(Date.now() - 1_000).toISOString()
    const second = await checkout(anna, online.title, 'online')
    expect(second.id).not.toBe(first.id)
    expect((await orderOfCheckout(t, first.id)).status).toBe('failed')
  })

  it('confirms PENDING, then fulfils on the webhook once SumUp says PAID', async () => {
    const referrer = await loginAs(t)
    const anna = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price: 5_990, affiliate: 700 })
    const { id } = await checkout(anna, online.title, 'online')
    expect((await post(CheckoutPaths.confirm, { id }, anna)).json()).toEqual({
      message: 'Success',
      status: 'PENDING',
    })
    expect((await webhook(id)).statusCode).toBe(200)
    const order = await orderOfCheckout(t, id)
    expect((await fulfilmentCounts(t, anna, order.reference)).enrollments).toBe(0)

    sumup.setStatus(id, 'PAID')
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => post(CheckoutPaths.confirm, { id }, anna)),
      webhook(id),
      webhook(id),
      webhook(id),
    ])
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    const counts = await fulfilmentCounts(t, anna, order.reference)
    expect(counts.order.status).toBe('paid')
    expect(counts.enrollments).toBe(1)
    expect(counts.receipts).toBe(1)
    expect(counts.credits.map((c) => [c.user_id, c.amount_cents])).toEqual([[referrer.id, 700]])

    // A late FAILED from SumUp never undoes it.
    sumup.setStatus(id, 'FAILED')
    await webhook(id)
    expect((await post(CheckoutPaths.confirm, { id }, anna)).json().status).toBe('PAID')
    expect((await fulfilmentCounts(t, anna, order.reference)).enrollments).toBe(1)
  })

  it('marks a declined payment failed and grants nothing', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 1_000 })
    const { id } = await checkout(anna, online.title, 'online')
    sumup.setStatus(id, 'FAILED')
    expect((await post(CheckoutPaths.confirm, { id }, anna)).json().status).toBe('FAILED')
    const order = await orderOfCheckout(t, id)
    expect(await fulfilmentCounts(t, anna, order.reference)).toMatchObject({
      enrollments: 0,
      receipts: 0,
    })
  })

  it('does not fulfil when SumUp’s amount differs from the order', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 7_000 })
    const { id } = await checkout(anna, online.title, 'online')
    sumup.checkouts.get(id)!.amount = 0.7
    sumup.setStatus(id, 'PAID')
    expect((await webhook(id)).statusCode).toBe(200)
    const order = await orderOfCheckout(t, id)
    expect(order.status).toBe('failed')
    expect(await fulfilmentCounts(t, anna, order.reference)).toMatchObject({
      enrollments: 0,
      receipts: 0,
    })
  })

  it('a reused reference gets 409 DUPLICATED_CHECKOUT, and the provider then finds the existing checkout', async () => {
    const provider = new SumUpProvider(sumup.url, sumup.apiKey, sumup.merchantCode)
    const input = {
      reference: `AULA-DUP-${Date.now()}`,
      amountCents: 1_234,
      currency: 'EUR' as const,
      description: 'Corso',
      returnUrl: 'https://aula.example.com/api/checkout/webhook',
      redirectUrl: 'https://aula.example.com/checkout/onlinecourse/Corso',
      validUntil: new Date(Date.now() + 600_000).toISOString(),
    }
    const first = await provider.createCheckout(input)
    const raw = await fetch(`${sumup.url}/v0.1/checkouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sumup.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        checkout_reference: input.reference,
        amount: 12.34,
        currency: 'EUR',
        merchant_code: sumup.merchantCode,
      }),
    })
    expect(raw.status).toBe(409)
    expect(await raw.json()).toMatchObject({ error_code: 'DUPLICATED_CHECKOUT' })
    expect(await provider.createCheckout(input)).toBe(first)
    expect(await provider.getCheckout(first)).toMatchObject({
      amountCents: 1_234,
      currency: 'EUR',
      status: 'PENDING',
      reference: input.reference,
    })
    expect(await provider.getCheckout('missing')).toBeNull()
    const wrongKey = new SumUpProvider(sumup.url, 'wrong', sumup.merchantCode)
    await expect(wrongKey.getCheckout(first)).rejects.toBeInstanceOf(ProviderError)
  })

  it('answers 503 and keeps no pending order when SumUp cannot be reached', async () => {
    const down = await buildTestApp({
      PAYMENT_PROVIDER: 'sumup',
      SUMUP_API_URL: 'http://127.0.0.1:9',
      SUMUP_API_KEY: 'key',
      SUMUP_MERCHANT_CODE: 'M1',
    })
    const anna = await loginAs(down)
    const online = await insertOnlineCourse(down, { price: 1_000 })
    const res = await down.app.inject({
      method: 'POST',
      url: CheckoutPaths.create,
      payload: { title: online.title, type: 'online' },
      headers: bearer(anna.token),
    })
    expect(res.statusCode).toBe(503)
    const orders = await down.deps.db.selectFrom('customer_order').select('status').execute()
    expect(orders).toEqual([{ status: 'failed' }])
    await down.close()
  })
})

describe('both tabs paid at SumUp before either was confirmed', () => {
  const paidCourses = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: AdminPaths.paidCourses,
      headers: bearer(admin.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    return PaidCoursesAnswerSchema.parse(res.json())
  }

  /** Two checkouts for one item, both paid at SumUp: as two tabs left it. */
  async function paidTwice(price: number, affiliate: number) {
    const referrer = await loginAs(t)
    const anna = await loginAs(t)
    await referBy(t, anna, referrer)
    const online = await insertOnlineCourse(t, { price, affiliate })
    const first = await checkout(anna, online.title, 'online')
    await forgetOpenCheckout(t, first.id)
    const second = await checkout(anna, online.title, 'online')
    expect(second.id).not.toBe(first.id)
    sumup.setStatus(first.id, 'PAID')
    sumup.setStatus(second.id, 'PAID')
    return { referrer, anna, online, ids: [first.id, second.id] as const }
  }

  it('keeps one sale and refunds the other through SumUp: one commission, one receipt, one enrollment', async () => {
    const { referrer, anna, ids } = await paidTwice(7_700, 1_100)
    const refundsBefore = sumup.refunds.length
    const [answers] = await Promise.all([
      Promise.all(
        ids.flatMap((id) => [
          ...Array.from({ length: 6 }, () => post(CheckoutPaths.confirm, { id }, anna)),
          webhook(id),
          webhook(id),
        ]),
      ),
      reconcilerOf(t.app)!.pass(),
    ])
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode)

    const orders = await Promise.all(ids.map((id) => orderOfCheckout(t, id)))
    expect(orders.map((o) => o.status).sort()).toEqual(['duplicate', 'paid'])
    const kept = orders.find((o) => o.status === 'paid')!
    const duplicate = orders.find((o) => o.status === 'duplicate')!
    const counts = await fulfilmentCounts(t, anna, kept.reference)
    expect(counts).toMatchObject({ enrollments: 1, receipts: 1 })
    expect(counts.credits.map((c) => [c.user_id, c.amount_cents])).toEqual([[referrer.id, 1_100]])
    const forDuplicate = await fulfilmentCounts(t, anna, duplicate.reference)
    expect(forDuplicate).toMatchObject({ receipts: 0, credits: [] })
    const allCredits = await t.deps.db
      .selectFrom('affiliate_entry')
      .select('id')
      .where('user_id', '=', referrer.id)
      .execute()
    expect(allCredits).toHaveLength(1)

    // SumUp was asked, once, to refund the duplicate's whole transaction.
    const refunds = sumup.refunds.slice(refundsBefore)
    const transaction = sumup.checkouts.get(duplicate.provider_checkout_id!)!.transaction_id
    expect(refunds).toEqual([
      { merchantCode: sumup.merchantCode, transactionId: transaction, body: undefined },
    ])
    expect(duplicate.refund_requested_at).not.toBeNull()

    // The buyer confirming the duplicate learns the money goes back; the kept one is PAID.
    const late = await post(CheckoutPaths.confirm, { id: duplicate.provider_checkout_id }, anna)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: CheckoutMessages.paidTwice })
    const good = await post(CheckoutPaths.confirm, { id: kept.provider_checkout_id }, anna)
    expect(good.json()).toEqual({ message: 'Success', status: 'PAID' })
    expect(sumup.refunds.length - refundsBefore).toBe(1)

    // The admin sees the duplicate to refund, outside the total.
    const list = await paidCourses()
    const rows = list.data.filter((o) => [kept.id, duplicate.id].includes(o.id))
    expect(rows.find((o) => o.id === kept.id)?.refund).toBeNull()
    expect(rows.find((o) => o.id === duplicate.id)?.refund).toEqual({
      requestedAt: expect.any(String),
    })
    const sales = list.data.filter((o) => o.refund === null).reduce((sum, o) => sum + o.amount, 0)
    expect(list.total).toBeCloseTo(sales, 2)
  })

  it('a refund SumUp refuses stays to refund, and reconciliation asks again later', async () => {
    const { anna, ids } = await paidTwice(3_300, 0)
    sumup.refuseRefundsWith = 500
    try {
      expect((await webhook(ids[0])).statusCode).toBe(200)
      expect((await webhook(ids[1])).statusCode).toBe(200)
    } finally {
      sumup.refuseRefundsWith = null
    }
    const orders = await Promise.all(ids.map((id) => orderOfCheckout(t, id)))
    const duplicate = orders.find((o) => o.status === 'duplicate')!
    expect(duplicate.refund_requested_at).toBeNull()
    expect((await paidCourses()).data.find((o) => o.id === duplicate.id)?.refund).toEqual({
      requestedAt: null,
    })
    const transaction = sumup.checkouts.get(duplicate.provider_checkout_id!)!.transaction_id
    await reconcilerOf(t.app)!.pass()
    const refunded = sumup.refunds.filter((r) => r.transactionId === transaction)
    expect(refunded).toHaveLength(2)
    expect(sumup.checkouts.get(duplicate.provider_checkout_id!)!.transactions[0]!.status).toBe(
      'REFUNDED',
    )
    expect(
      (await orderOfCheckout(t, duplicate.provider_checkout_id!)).refund_requested_at,
    ).not.toBeNull()
    const kept = orders.find((o) => o.status === 'paid')!
    expect(await fulfilmentCounts(t, anna, kept.reference)).toMatchObject({
      enrollments: 1,
      receipts: 1,
    })
  })
})

describe('reconciliation after a crash', () => {
  it('fulfils an order SumUp says PAID that no confirm or webhook ever reached, when a new app starts', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 2_500 })
    const { id } = await checkout(anna, online.title, 'online')
    const order = await orderOfCheckout(t, id)
    // The buyer paid at SumUp; our process died before hearing of it.
    sumup.setStatus(id, 'PAID')
    expect((await fulfilmentCounts(t, anna, order.reference)).enrollments).toBe(0)

    const silent = (await import('pino')).pino({ level: 'silent' })
    const restarted = await buildApp(t.deps, { loggerInstance: silent })
    await restarted.ready()
    try {
      await waitFor(async () => (await fulfilmentCounts(t, anna, order.reference)).receipts === 1)
      const counts = await fulfilmentCounts(t, anna, order.reference)
      expect(counts.order.status).toBe('paid')
      expect(counts.enrollments).toBe(1)
    } finally {
      await restarted.close()
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: CheckoutPaths.userOnlineCourses,
      headers: bearer(anna.token),
    })
    expect(mine.json().courses.map((c: { title: string }) => c.title)).toEqual([online.title])
  })
})
