import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginAs } from '#test/helper.ts'
import { forgetOpenCheckout, insertOnlineCourse, orderOfCheckout } from '#test/fixtures/checkout.ts'
import { receiptsApp } from '#test/fixtures/receipts.ts'

/*
 * Receipt numbers (docs/decisions/033-receipts-numbered-per-year.md): per year of the
 * school's calendar, 1, 2, 3… with no gap and none twice, whatever pays at the same moment;
 * a duplicate payment, refunded, gets none. This file has its database to itself, so the
 * numbers it sees are all there are.
 */

const { t, db, buy, checkout, pay, confirm, setDemoState, receiptsOf } = await receiptsApp()

const numbersOf = async (year: number) =>
  (
    await db
      .selectFrom('receipt')
      .select('number')
      .where('year', '=', year)
      .orderBy('number')
      .execute()
  ).map((r) => r.number)

afterEach(() => {
  vi.useRealTimers()
})

describe('receipt numbers', () => {
  it('gives 40 orders paid at the same moment the numbers 1 to 40, each once', async () => {
    const buyers = [await loginAs(t), await loginAs(t), await loginAs(t), await loginAs(t)]
    const checkouts = []
    for (let i = 0; i < 40; i += 1) {
      const buyer = buyers[i % buyers.length]!
      const course = await insertOnlineCourse(t, { price: 1_000 })
      checkouts.push({ buyer, id: (await checkout(buyer, course.title, 'online')).id })
    }
    const answers = await Promise.all(checkouts.map(({ buyer, id }) => pay(buyer, id)))
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)

    const year = new Date().getFullYear()
    expect(await numbersOf(year)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    const shown = (await Promise.all(buyers.map((b) => receiptsOf(b)))).flat().map((r) => r.number)
    expect(new Set(shown).size).toBe(40)
    expect(shown).toContain(`${year}/000040`)
  })

  it('starts again from 1 in a new year of the school (Rome) calendar', async () => {
    const buyer = await loginAs(t)
    vi.useFakeTimers({ toFake: ['Date'] })
    // 23:30 on 31 December 2024 in Rome.
    vi.setSystemTime(new Date('2024-12-31T22:30:00.000Z'))
    await buy(buyer)
    await buy(buyer)
    // 00:30 on 1 January 2025 in Rome, still 2024 in UTC.
    vi.setSystemTime(new Date('2024-12-31T23:30:00.000Z'))
    await buy(buyer)
    vi.useRealTimers()
    const numbers = (await receiptsOf(buyer)).map((r) => r.number)
    expect(numbers).toEqual(['2025/000001', '2024/000002', '2024/000001'])
  })

  it('gives a duplicate payment, refunded, no receipt and no number', async () => {
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_000 })
    const first = await checkout(anna, online.title, 'online')
    await forgetOpenCheckout(t, first.id)
    const second = await checkout(anna, online.title, 'online')
    await setDemoState(first.id, { status: 'PAID' })
    await setDemoState(second.id, { status: 'PAID' })
    expect((await confirm(anna, first.id)).json().status).toBe('PAID')
    await confirm(anna, second.id)
    const duplicate = await orderOfCheckout(t, second.id)
    expect(duplicate.status).toBe('duplicate')

    expect(await receiptsOf(anna)).toHaveLength(1)
    const receiptOfDuplicate = await db
      .selectFrom('receipt')
      .select('id')
      .where('order_id', '=', duplicate.id)
      .execute()
    expect(receiptOfDuplicate).toEqual([])
    const year = new Date().getFullYear()
    const numbers = await numbersOf(year)
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
  })
})
