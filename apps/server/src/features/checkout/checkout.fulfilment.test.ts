import { describe, expect, it } from 'vitest'
import { CheckoutMessages, CheckoutPaths } from '@aula/contract/checkout'
import { loginAs } from '#test/helper.ts'
import {
  forgetOpenCheckout,
  fulfilmentCounts,
  insertCourse,
  insertOnlineCourse,
  orderOfCheckout,
  referBy,
} from '#test/fixtures/checkout.ts'
import { checkoutApp, DECLINED } from '#test/fixtures/checkout.buyer.ts'

const { t, db, post, checkout, pay, confirm, setDemoState } = await checkoutApp()

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
