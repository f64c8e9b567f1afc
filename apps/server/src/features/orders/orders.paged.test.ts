import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  AdminPaths,
  PaidCoursesAnswerSchema,
  PaidCoursesPageAnswerSchema,
} from '@aula/contract/admin'
import { ListMessages } from '@aula/contract/list-query'
import type { CustomerOrderTable } from '#src/db/database.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { expectRefused } from '#test/admin.ts'

const t = await buildTestApp()
const admin = await loginAs(t, 'admin')
const buyer = await loginAs(t)

const get = (query: string, headers: Record<string, string> = bearer(admin.token)) =>
  t.app.inject({ method: 'GET', url: `${AdminPaths.paidCourses}${query}`, headers })

let counter = 0
/** An order as checkout will store it (checkout itself is another feature). */
async function insertOrder(values: Partial<Omit<CustomerOrderTable, 'id'>>) {
  counter += 1
  await t.deps.db
    .insertInto('customer_order')
    .values({
      reference: `ORD-PAGE-${counter}`,
      user_id: buyer.id,
      item_type: 'course',
      course_id: null,
      online_course_id: null,
      item_title: `Corso ${counter}`,
      amount_cents: 10_000,
      currency: 'EUR',
      charge: 'full',
      provider: 'demo',
      provider_checkout_id: null,
      status: 'paid',
      created_at: '2025-01-01T09:00:00.000Z',
      paid_at: '2025-01-01T09:05:00.000Z',
      fulfilled_at: null,
      ...values,
    })
    .execute()
}

describe('GET /api/paidcourses/ in pages', () => {
  it('answers an empty first page and a zero total before anything is sold', async () => {
    const res = await get('?page=1')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      data: [],
      total: 0,
      count: 0,
      page: 1,
      pageSize: 12,
      hasMore: false,
    })
  })

  it('pages through every order once, newest first; total is still the sum of all sales', async () => {
    // Cents that add up exactly only as integers; two orders paid at the same moment.
    const cents = [1, 2_999, 15_050, 4_999, 10, 999, 12_345]
    for (const [n, amount] of cents.entries()) {
      await insertOrder({
        amount_cents: amount,
        paid_at: `2025-03-${String(10 + Math.min(n, 5)).padStart(2, '0')}T10:00:00.000Z`,
      })
    }
    await insertOrder({
      status: 'duplicate',
      amount_cents: 50_000,
      paid_at: '2025-02-01T10:00:00.000Z',
    })
    await insertOrder({ status: 'pending', paid_at: null, amount_cents: 99_999 })
    await insertOrder({ status: 'failed', paid_at: null, amount_cents: 88_888 })

    const whole = z.strictObject(PaidCoursesAnswerSchema.shape).parse((await get('')).json())
    expect(whole.data).toHaveLength(8)
    expect(whole.total).toBe(364.03)

    const seen: number[] = []
    for (let n = 1; ; n += 1) {
      const res = await get(`?page=${n}&limit=3`)
      expect(res.statusCode, res.body).toBe(200)
      const answer = z.strictObject(PaidCoursesPageAnswerSchema.shape).parse(res.json())
      expect(answer).toMatchObject({ page: n, pageSize: 3, count: 8, total: 364.03 })
      expect(answer.data.length).toBeLessThanOrEqual(3)
      seen.push(...answer.data.map((order) => order.id))
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(whole.data.map((order) => order.id))

    const last = PaidCoursesPageAnswerSchema.parse((await get('?page=3&limit=3')).json())
    expect(last.data).toEqual(whole.data.slice(6))
    expect(last.data.at(-1)?.refund).toEqual({ requestedAt: null })
    const past = PaidCoursesPageAnswerSchema.parse((await get('?page=9&limit=3')).json())
    expect(past).toMatchObject({ data: [], count: 8, total: 364.03, hasMore: false })
  })

  it('refuses a page or size it cannot read with a 400 that says why', async () => {
    const bad: [string, string][] = [
      ['?page=0', ListMessages.page],
      ['?page=10001', ListMessages.page],
      ['?page=-2', ListMessages.page],
      ['?limit=0', ListMessages.limit],
      ['?limit=100', ListMessages.limit],
      ['?limit=tutti', ListMessages.limit],
    ]
    for (const [query, message] of bad) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toContain(message)
    }
  })

  it('is for admins only, paged or not', async () => {
    expectRefused(await get('?page=1', {}), 401)
    const asBuyer = await get('?page=1', bearer(buyer.token))
    expectRefused(asBuyer, 403)
    expect(asBuyer.body).not.toContain(buyer.email)
  })
})
