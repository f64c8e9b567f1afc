import { describe, expect, it } from 'vitest'
import { EditionMessages } from '@aula/contract/editions'
import { loginAs } from '#test/helper.ts'
import { checkoutApp, DECLINED } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse, insertOnlineCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'
import { readVersion } from '#src/lib/content-version.ts'

/*
 * A checkout holds a seat of the edition it names for the payment's lifetime; a failed or
 * expired payment frees it; a paid one keeps it; never more seats than the capacity, however
 * many buy at once (docs/product.md#editions, docs/decisions/030-seats-never-oversold.md).
 */

const { t, db, pay, confirm } = await checkoutApp()
const { addEdition, courseWithEdition, buy, bought, editionsOf } = editionsKit(t)

describe('seats held by checkout', () => {
  it('holds a seat while the payment is pending, frees it when the payment fails', async () => {
    const { course, edition } = await courseWithEdition(2)
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 2, soldOut: false })

    const anna = await loginAs(t)
    const checkout = await bought(anna, course.title, edition.id)
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 1 })

    await pay(anna, checkout.id, DECLINED)
    const res = await confirm(anna, checkout.id)
    expect(res.json().status).toBe('FAILED')
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 2 })
  })

  it('keeps the seat of a paid order, and frees the seat of an expired one', async () => {
    const { course, edition } = await courseWithEdition(1)
    const anna = await loginAs(t)
    const bruno = await loginAs(t)

    // Anna's payment runs out without being paid.
    await bought(anna, course.title, edition.id)
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 0, soldOut: true })
    expect((await buy(bruno, course.title, edition.id)).statusCode).toBe(409)
    const past = new Date(Date.now() - 1000).toISOString()
    await db
      .updateTable('customer_order')
      .set({ valid_until: past })
      .where('user_id', '=', anna.id)
      .execute()
    await db
      .updateTable('edition_seat')
      .set({ held_until: past })
      .where('user_id', '=', anna.id)
      .execute()
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 1, soldOut: false })

    // Bruno takes it and pays: the seat stays his after his checkout's time is up.
    const checkout = await bought(bruno, course.title, edition.id)
    expect((await pay(bruno, checkout.id)).statusCode).toBe(200)
    expect((await confirm(bruno, checkout.id)).json().status).toBe('PAID')
    await db
      .updateTable('edition_seat')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', bruno.id)
      .execute()
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 0, soldOut: true })
    const res = await buy(anna, course.title, edition.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(EditionMessages.soldOut)
  })

  it('sells the last seat to exactly one of 30 buyers at once; the others hear it is sold out', async () => {
    const { course, edition } = await courseWithEdition(1)
    const buyers = await Promise.all(Array.from({ length: 30 }, () => loginAs(t)))
    const answers = await Promise.all(buyers.map((b) => buy(b, course.title, edition.id)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(EditionMessages.soldOut)
    }
    const seats = await db
      .selectFrom('edition_seat')
      .select('user_id')
      .where('edition_id', '=', edition.id)
      .execute()
    expect(seats).toHaveLength(1)
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 0, soldOut: true })
  })

  it('a seat taken moves the public content on, so kept pages show the seats left', async () => {
    const { course, edition } = await courseWithEdition(3)
    const before = await readVersion(db)
    await bought(await loginAs(t), course.title, edition.id)
    expect(await readVersion(db)).toBeGreaterThan(before)
  })

  it('a second tab gets the same checkout without taking a second seat', async () => {
    const { course, edition } = await courseWithEdition(2)
    const anna = await loginAs(t)
    const first = await bought(anna, course.title, edition.id)
    const second = await bought(anna, course.title, edition.id)
    expect(second.id).toBe(first.id)
    expect((await editionsOf(course.id))[0]).toMatchObject({ seatsLeft: 1 })
  })

  it('choosing another edition closes the open checkout and frees its seat', async () => {
    const { course, edition } = await courseWithEdition(1)
    const later = await addEdition(course.id, { capacity: '1' })
    const anna = await loginAs(t)
    const first = await bought(anna, course.title, edition.id)
    const second = await bought(anna, course.title, later.id)
    expect(second.id).not.toBe(first.id)
    const [one, two] = await editionsOf(course.id)
    expect(one).toMatchObject({ id: edition.id, seatsLeft: 1 })
    expect(two).toMatchObject({ id: later.id, seatsLeft: 0 })
  })

  it('sells without limit an edition with no capacity', async () => {
    const { course, edition } = await courseWithEdition(null)
    await bought(await loginAs(t), course.title, edition.id)
    expect((await editionsOf(course.id))[0]).toMatchObject({
      capacity: null,
      seatsLeft: null,
      soldOut: false,
    })
  })

  it('asks which edition when the course has several to come, and refuses another course’s', async () => {
    const { course } = await courseWithEdition(3)
    await addEdition(course.id, { startDate: dayFromNow(40), endDate: dayFromNow(41) })
    const other = await courseWithEdition(3)
    const anna = await loginAs(t)
    const none = await buy(anna, course.title)
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toEqual([
      { path: 'edition', message: EditionMessages.chooseEdition },
    ])
    const wrong = await buy(anna, course.title, other.edition.id)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([
      { path: 'edition', message: EditionMessages.notThisCourse },
    ])
    const unknown = await buy(anna, course.title, 2_000_000_000)
    expect(unknown.statusCode).toBe(400)
    for (const edition of ['uno', -1, 1.5]) {
      expect((await buy(anna, course.title, edition as number)).statusCode).toBe(400)
    }
  })

  it('sells the one edition to come of a course to a caller that names none', async () => {
    const { course, edition } = await courseWithEdition(2)
    await bought(await loginAs(t), course.title)
    expect((await editionsOf(course.id))[0]).toMatchObject({ id: edition.id, seatsLeft: 1 })
  })

  it('refuses an edition that has ended', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const past = await addEdition(course.id, { startDate: '2020-01-10', endDate: '2020-01-11' })
    const res = await buy(await loginAs(t), course.title, past.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(EditionMessages.ended)
  })

  it('buys a course without editions, one whose editions all ended, and a video course as before', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const ended = await insertCourse(t, { price: 10_000 })
    await addEdition(ended.id, { startDate: '2020-01-10', endDate: '2020-01-11' })
    const online = await insertOnlineCourse(t, { price: 5_000 })
    const anna = await loginAs(t)
    expect((await buy(anna, course.title)).statusCode).toBe(200)
    expect((await buy(anna, ended.title)).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout',
      payload: { title: online.title, type: 'online' },
      headers: { authorization: `Bearer ${anna.token}` },
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})
