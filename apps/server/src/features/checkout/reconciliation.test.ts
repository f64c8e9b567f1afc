import { afterAll, describe, expect, it } from 'vitest'
import { CheckoutPaths, CreateCheckoutAnswerSchema } from '@aula/contract/checkout'
import { startFakeSumUp } from '@aula/testkit/fake-sumup'
import { bearer, buildTestApp, loginAs, type TestApp, type TestUser } from '#test/helper.ts'
import {
  fulfilmentCounts,
  insertOnlineCourse,
  orderOfCheckout,
  sumUpSettings,
} from '#test/fixtures/checkout.ts'
import { sameDatabaseApp } from '#test/fixtures/same-database.ts'
import { waitFor } from '#test/wait-for.ts'
import { reconcilerOf } from './reconciliation.ts'

const sumup = await startFakeSumUp()
afterAll(() => sumup.close())

const t = await buildTestApp({ ...sumUpSettings(sumup), PUBLIC_URL: 'https://aula.example.com' })

/** An order the buyer paid at SumUp that no confirm or webhook ever reported. */
async function paidUnheard(app: TestApp): Promise<{ buyer: TestUser; reference: string }> {
  const buyer = await loginAs(app)
  const online = await insertOnlineCourse(app, { price: 1_900 })
  const res = await app.app.inject({
    method: 'POST',
    url: CheckoutPaths.create,
    payload: { title: online.title, type: 'online' },
    headers: bearer(buyer.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  const { id } = CreateCheckoutAnswerSchema.parse(res.json())
  sumup.setStatus(id, 'PAID')
  return { buyer, reference: (await orderOfCheckout(app, id)).reference }
}

const setLease = (holder: string, until: Date) =>
  t.deps.db
    .insertInto('job_lease')
    .values({ name: 'order-reconciliation', holder, until: until.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ holder, until: until.toISOString() }))
    .execute()

describe('order reconciliation in several processes', () => {
  it('runs one pass at a time: two processes at once fulfil each order once', async () => {
    const other = await sameDatabaseApp(t)
    const orders = await Promise.all(Array.from({ length: 4 }, () => paidUnheard(t)))
    const ran = await Promise.all([reconcilerOf(t.app)!.pass(), reconcilerOf(other.app)!.pass()])
    // One process took the lease; the other skipped its turn.
    expect(ran.sort()).toEqual([false, true])
    for (const { buyer, reference } of orders) {
      await waitFor(async () => (await fulfilmentCounts(t, buyer, reference)).receipts === 1)
      const counts = await fulfilmentCounts(t, buyer, reference)
      expect(counts.order.status).toBe('paid')
      expect(counts.enrollments).toBe(1)
    }
    // A later pass in either process finds nothing left to do.
    expect(await reconcilerOf(other.app)!.pass()).toBe(true)
    expect(await reconcilerOf(t.app)!.pass()).toBe(true)
    await Promise.all([t.deps.mail.settled(), other.deps.mail.settled()])
    for (const { buyer, reference } of orders) {
      const counts = await fulfilmentCounts(t, buyer, reference)
      expect(counts).toMatchObject({ enrollments: 1, receipts: 1 })
    }
  })

  it('leaves the orders to a pass under way elsewhere, and takes over from a process that died mid-pass', async () => {
    const { buyer, reference } = await paidUnheard(t)
    // Another process is in the middle of a pass: this one leaves the orders to it.
    await setLease('another-process', new Date(Date.now() + 60_000))
    expect(await reconcilerOf(t.app)!.pass()).toBe(false)
    expect((await fulfilmentCounts(t, buyer, reference)).order.status).toBe('pending')
    // That process died: once its lease has run out, the next pass does the work.
    await setLease('another-process', new Date(Date.now() - 1000))
    expect(await reconcilerOf(t.app)!.pass()).toBe(true)
    await waitFor(async () => (await fulfilmentCounts(t, buyer, reference)).receipts === 1)
    expect((await fulfilmentCounts(t, buyer, reference)).order.status).toBe('paid')
    const lease = await t.deps.db.selectFrom('job_lease').selectAll().execute()
    expect(lease).toEqual([])
  })
})
