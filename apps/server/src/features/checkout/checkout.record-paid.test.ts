import { describe, expect, it } from 'vitest'
import {
  CheckoutMessages,
  CheckoutPaths,
  UserCoursesAnswerSchema,
  UserOnlineCoursesAnswerSchema,
} from '@aula/contract/checkout'
import { ErrorMessages } from '@aula/contract/common'
import { ProfilePaths, UserProfileAnswerSchema } from '@aula/contract/profile'
import { HttpError } from '#src/lib/http-error.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import {
  fulfilmentCounts,
  insertCourse,
  insertOnlineCourse,
  referBy,
} from '#test/fixtures/checkout.ts'
import { fulfilPaid, recordPaidOrder } from './fulfilment.service.ts'

/*
 * A payment taken elsewhere (at the desk, by bank transfer, the demo school's purchases):
 * recorded as a paid order at its own date and fulfilled once, as a paid checkout is.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '14' })
const deps = { db: t.deps.db, config: t.deps.config }
const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

let counter = 0
const reference = () => `DESK-${Date.now().toString(36)}-${++counter}`

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) })

async function earningsOf(user: TestUser) {
  const res = await get(ProfilePaths.user, user)
  expect(res.statusCode, res.body).toBe(200)
  const { earnings, pendingEarnings } = UserProfileAnswerSchema.parse(res.json()).user
  return { earnings, pendingEarnings }
}

async function ownedVideoCourses(user: TestUser) {
  const res = await get(CheckoutPaths.userOnlineCourses, user)
  expect(res.statusCode, res.body).toBe(200)
  return UserOnlineCoursesAnswerSchema.parse(res.json()).courses.map((c) => c.title)
}

/** The HttpError a call threw, as its status and message. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message }
}

describe('recordPaidOrder', () => {
  it('records the order as paid at its date, enrolls the buyer and credits the inviter once', async () => {
    const inviter = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, inviter)
    const online = await insertOnlineCourse(t, { price: 12_000, affiliate: 1_500 })
    const paidAt = daysAgo(30)
    const ref = reference()
    const id = await recordPaidOrder(deps, {
      buyerId: buyer.id,
      type: 'online',
      title: online.title,
      reference: ref,
      provider: 'demo',
      paidAt,
    })

    const counts = await fulfilmentCounts(t, buyer, ref)
    expect(counts.order).toMatchObject({
      id,
      status: 'paid',
      user_id: buyer.id,
      online_course_id: online.id,
      course_id: null,
      item_title: online.title,
      amount_cents: 12_000,
      charge: 'full',
      provider: 'demo',
      created_at: paidAt,
      paid_at: paidAt,
    })
    expect(counts.order.fulfilled_at).not.toBeNull()
    expect(counts.enrollments).toBe(1)
    // Its receipt was given where it was paid.
    expect(counts.receipts).toBe(0)
    expect(counts.credits).toHaveLength(1)
    expect(counts.credits[0]).toMatchObject({
      user_id: inviter.id,
      kind: 'commission',
      amount_cents: 1_500,
      created_at: paidAt,
    })
    expect(await ownedVideoCourses(buyer)).toEqual([online.title])
    // Paid a month ago: past the 14 days' hold, the commission is available.
    expect(await earningsOf(inviter)).toEqual({ earnings: 15, pendingEarnings: 0 })
  })

  it('holds the commission of a recent payment, and enrolls on an in-person course for its deposit', async () => {
    const inviter = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, inviter)
    const course = await insertCourse(t, { price: 30_000, deposit: 6_000, affiliate: 2_500 })
    const ref = reference()
    await recordPaidOrder(deps, {
      buyerId: buyer.id,
      type: 'physical',
      title: course.title.toUpperCase(),
      reference: ref,
      provider: 'demo',
      paidAt: daysAgo(3),
    })
    const counts = await fulfilmentCounts(t, buyer, ref)
    expect(counts.order).toMatchObject({ status: 'paid', amount_cents: 6_000, charge: 'deposit' })
    const mine = await get(CheckoutPaths.userCourses, buyer)
    expect(UserCoursesAnswerSchema.parse(mine.json()).courses.map((c) => c.title)).toEqual([
      course.title,
    ])
    expect(await earningsOf(inviter)).toEqual({ earnings: 0, pendingEarnings: 25 })
  })

  it('recording the same purchase twice enrolls and credits once, and answers Already purchased', async () => {
    const inviter = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, inviter)
    const online = await insertOnlineCourse(t, { price: 5_000, affiliate: 700 })
    const input = {
      buyerId: buyer.id,
      type: 'online' as const,
      title: online.title,
      provider: 'demo' as const,
      paidAt: daysAgo(20),
    }
    const ref = reference()
    const orderId = await recordPaidOrder(deps, { ...input, reference: ref })
    const before = await fulfilmentCounts(t, buyer, ref)

    expect(await refusal(recordPaidOrder(deps, { ...input, reference: reference() }))).toEqual({
      status: 409,
      message: CheckoutMessages.alreadyPurchased,
    })
    // The same order fulfilled again, as a second confirmation would: nothing more.
    const again = await t.deps.db
      .transaction()
      .execute((trx) =>
        fulfilPaid(
          trx,
          { id: orderId, user_id: buyer.id, course_id: null, online_course_id: online.id },
          daysAgo(0),
          14,
        ),
      )
    expect(again).toBe('taken')

    expect(await fulfilmentCounts(t, buyer, ref)).toEqual(before)
    const orders = await t.deps.db
      .selectFrom('customer_order')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute()
    expect(orders).toEqual([{ id: orderId }])
    expect(await ownedVideoCourses(buyer)).toEqual([online.title])
    expect(await earningsOf(inviter)).toEqual({ earnings: 7, pendingEarnings: 0 })
  })

  it('the same purchase recorded five times at once enrolls and credits once', async () => {
    const inviter = await loginAs(t)
    const buyer = await loginAs(t)
    await referBy(t, buyer, inviter)
    const online = await insertOnlineCourse(t, { price: 8_000, affiliate: 1_000 })
    const paidAt = daysAgo(20)
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        recordPaidOrder(deps, {
          buyerId: buyer.id,
          type: 'online',
          title: online.title,
          reference: reference(),
          provider: 'demo',
          paidAt,
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({
          statusCode: 409,
          message: CheckoutMessages.alreadyPurchased,
        })
      }
    }
    expect(await ownedVideoCourses(buyer)).toEqual([online.title])
    expect(await earningsOf(inviter)).toEqual({ earnings: 10, pendingEarnings: 0 })
    const paid = await t.deps.db
      .selectFrom('customer_order')
      .select('status')
      .where('user_id', '=', buyer.id)
      .execute()
    expect(paid).toEqual([{ status: 'paid' }])
  })

  it('answers 404 for an item that does not exist, and records nothing', async () => {
    const buyer = await loginAs(t)
    expect(
      await refusal(
        recordPaidOrder(deps, {
          buyerId: buyer.id,
          type: 'online',
          title: 'Nessun videocorso con questo titolo',
          reference: reference(),
          provider: 'demo',
          paidAt: daysAgo(1),
        }),
      ),
    ).toEqual({ status: 404, message: ErrorMessages.notFound })
    const orders = await t.deps.db
      .selectFrom('customer_order')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute()
    expect(orders).toEqual([])
  })
})
