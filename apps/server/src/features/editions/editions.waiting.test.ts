import { describe, expect, it } from 'vitest'
import { EditionMessages } from '@aula/contract/editions'
import { pathOf } from '@aula/contract/route'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { adminWriteHeaders } from '#test/admin.ts'
import { bearer, loginAs, type TestUser } from '#test/helper.ts'
import { checkoutApp, DECLINED } from '#test/fixtures/checkout.buyer.ts'
import { editionsKit } from '#test/fixtures/editions.ts'
import { reconcilerOf } from '#src/features/checkout/reconciliation.ts'

/*
 * The waiting list of a sold-out edition (docs/product.md#editions): a member joins and
 * leaves it; when a seat frees up (a payment fails, the admin raises the capacity or takes a
 * participant off) the next one on the list gets one mail in their language, once.
 */

const { t, db, pay, confirm } = await checkoutApp()
const { call, courseWithEdition, bought, buy, editionsOf } = editionsKit(t)

const join = (user: TestUser, id: number) =>
  call('POST', pathOf(EditionRoutes.join, { id }), { headers: bearer(user.token) })
const leave = (user: TestUser, id: number) =>
  call('DELETE', pathOf(EditionRoutes.leave, { id }), { headers: bearer(user.token) })
const seatMails = (user: TestUser) =>
  t.outbox().filter((m) => m.to.includes(user.email) && /posto|seat/i.test(m.subject))

async function soldOut() {
  const { course, edition } = await courseWithEdition(1)
  const holder = await loginAs(t)
  const checkout = await bought(holder, course.title, edition.id)
  return { course, edition, holder, checkout }
}

describe('waiting list', () => {
  it('lets a member join and leave a sold-out edition, and shows it on the list', async () => {
    const { course, edition } = await soldOut()
    const carla = await loginAs(t)
    const res = await join(carla, edition.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', waiting: true })
    expect((await join(carla, edition.id)).statusCode).toBe(200)
    expect(await editionsOf(course.id, carla)).toMatchObject([{ soldOut: true, waiting: true }])
    expect(await editionsOf(course.id)).toMatchObject([{ waiting: false }])
    expect((await leave(carla, edition.id)).json()).toEqual({ message: 'Success', waiting: false })
    expect(await editionsOf(course.id, carla)).toMatchObject([{ waiting: false }])
  })

  it('refuses to queue while seats are left, for the seat holder, for visitors and unknown editions', async () => {
    const { course, edition } = await courseWithEdition(2)
    const anna = await loginAs(t)
    const open = await join(anna, edition.id)
    expect(open.statusCode).toBe(409)
    expect(open.json().message).toBe(EditionMessages.notSoldOut)
    await bought(anna, course.title, edition.id)
    await bought(await loginAs(t), course.title, edition.id)
    const holder = await join(anna, edition.id)
    expect(holder.statusCode).toBe(409)
    expect(holder.json().message).toBe(EditionMessages.alreadyHasSeat)
    expect((await call('POST', pathOf(EditionRoutes.join, { id: edition.id }))).statusCode).toBe(
      401,
    )
    expect((await join(anna, 999_999)).statusCode).toBe(404)
    expect((await leave(anna, 999_999)).statusCode).toBe(404)
    expect(
      (await call('POST', '/api/editions/x/waiting-list', { headers: bearer(anna.token) }))
        .statusCode,
    ).toBe(400)
  })

  it('mails the next one, in their language, once, when a payment fails', async () => {
    const { edition, holder, checkout } = await soldOut()
    const carla = await loginAs(t)
    const dario = await loginAs(t)
    await db.updateTable('app_user').set({ language: 'en' }).where('id', '=', carla.id).execute()
    expect((await join(carla, edition.id)).statusCode).toBe(200)
    expect((await join(dario, edition.id)).statusCode).toBe(200)

    await pay(holder, checkout.id, DECLINED)
    expect((await confirm(holder, checkout.id)).json().status).toBe('FAILED')
    await reconcilerOf(t.app)!.pass()
    await t.deps.mail.settled()

    const [mail, ...more] = seatMails(carla)
    expect(more).toEqual([])
    expect(mail!.subject).toContain('A seat is free')
    expect(mail!.text).toContain('/course/')
    expect(seatMails(dario)).toEqual([])

    // Another pass finds nothing new: nobody is told twice.
    await reconcilerOf(t.app)!.pass()
    await t.deps.mail.settled()
    expect(seatMails(carla)).toHaveLength(1)
    expect(seatMails(dario)).toEqual([])
  })

  it('mails the next ones when the admin raises the capacity, in Italian by default', async () => {
    const { edition } = await soldOut()
    const carla = await loginAs(t)
    const dario = await loginAs(t)
    const elena = await loginAs(t)
    for (const who of [carla, dario, elena])
      expect((await join(who, edition.id)).statusCode).toBe(200)
    const res = await call('PUT', pathOf(EditionRoutes.update, { id: edition.id }), {
      payload: { startDate: edition.startDate, endDate: edition.endDate, capacity: '3' },
      headers: await adminWriteHeaders(t),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().edition).toMatchObject({ seatsLeft: 2, waitingCount: 3 })
    expect(seatMails(carla).map((m) => m.subject)).toEqual([
      expect.stringContaining('Si è liberato un posto'),
    ])
    expect(seatMails(dario)).toHaveLength(1)
    expect(seatMails(elena)).toEqual([])
  })

  it('mails the next one when the admin takes a participant off; buying takes a member off the list', async () => {
    const { course, edition, holder, checkout } = await soldOut()
    await pay(holder, checkout.id)
    expect((await confirm(holder, checkout.id)).json().status).toBe('PAID')
    const carla = await loginAs(t)
    expect((await join(carla, edition.id)).statusCode).toBe(200)
    const seat = await db
      .selectFrom('edition_seat')
      .select('id')
      .where('user_id', '=', holder.id)
      .executeTakeFirstOrThrow()
    const res = await call(
      'DELETE',
      pathOf(EditionRoutes.removeParticipant, { id: edition.id, seat: seat.id }),
      { headers: await adminWriteHeaders(t) },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(seatMails(carla)).toHaveLength(1)
    expect(await editionsOf(course.id, carla)).toMatchObject([{ seatsLeft: 1, waiting: true }])

    expect((await buy(carla, course.title, edition.id)).statusCode).toBe(200)
    expect(await editionsOf(course.id, carla)).toMatchObject([{ seatsLeft: 0, waiting: false }])
  })
})
