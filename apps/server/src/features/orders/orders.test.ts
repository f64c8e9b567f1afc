import { describe, expect, it } from 'vitest'
import { AdminPaths, PaidCoursesAnswerSchema } from '@aula/contract/admin'
import type { CustomerOrderTable } from '#src/db/database.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { expectRefused, privateTokenOf } from '#test/admin.ts'

const t = await buildTestApp()
const admin = await loginAs(t, 'admin')
const anna = await loginAs(t)
const marco = await loginAs(t)

let counter = 0
/** An order as checkout will store it (checkout itself is another feature). */
async function insertOrder(
  buyer: TestUser,
  values: Partial<Omit<CustomerOrderTable, 'id'>> = {},
): Promise<number> {
  counter += 1
  const row = await t.deps.db
    .insertInto('customer_order')
    .values({
      reference: `ORD-TEST-${counter}`,
      user_id: buyer.id,
      item_type: 'course',
      course_id: null,
      online_course_id: null,
      item_title: 'Corso base di pizzaiolo',
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
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: AdminPaths.paidCourses, headers })

describe('GET /api/paidcourses/', () => {
  it('answers an empty list and a zero total before anything is sold', async () => {
    const res = await get(bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: [], total: 0 })
  })

  it('lists paid orders only, newest payment first, with buyer, euros and the total', async () => {
    const deposit = await insertOrder(anna, {
      item_title: 'Corso avanzato',
      amount_cents: 15_050,
      charge: 'deposit',
      paid_at: '2025-03-10T10:00:00.000Z',
    })
    const online = await insertOrder(marco, {
      item_type: 'online_course',
      item_title: 'Impasti a lunga lievitazione',
      amount_cents: 4_999,
      paid_at: '2025-04-02T18:30:00.000Z',
    })
    const older = await insertOrder(anna, { amount_cents: 1, paid_at: '2024-12-24T08:00:00.000Z' })
    await insertOrder(marco, { status: 'pending', paid_at: null, amount_cents: 99_999 })
    await insertOrder(anna, { status: 'failed', paid_at: null, amount_cents: 88_888 })

    const res = await get(bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    const answer = PaidCoursesAnswerSchema.parse(res.json())
    expect(answer.data.map((o) => o.id)).toEqual([online, deposit, older])
    expect(answer.data[0]).toEqual({
      id: online,
      reference: expect.stringMatching(/^ORD-TEST-/),
      name: 'Test user',
      email: marco.email,
      type: 'onlinecourse',
      title: 'Impasti a lunga lievitazione',
      amount: 49.99,
      charge: 'full',
      paidAt: '2025-04-02T18:30:00.000Z',
      refund: null,
    })
    expect(answer.data[1]).toMatchObject({
      email: anna.email,
      type: 'course',
      title: 'Corso avanzato',
      amount: 150.5,
      charge: 'deposit',
    })
    expect(answer.data[2]!.amount).toBe(0.01)
    expect(answer.total).toBe(200.5)
  })

  it('is for admins (session or private token), and never shows buyers to anyone else', async () => {
    await insertOrder(anna)
    expectRefused(await get({}), 401)
    expectRefused(await get(bearer('stale-token')), 401)
    const asUser = await get(bearer(anna.token))
    expectRefused(asUser, 403)
    expect(asUser.body).not.toContain(anna.email)
    expectRefused(await get(bearer(await privateTokenOf(t, anna))), 403)
    expect((await get(bearer(await privateTokenOf(t, admin)))).statusCode).toBe(200)
  })
})
