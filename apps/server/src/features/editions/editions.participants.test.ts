import { describe, expect, it } from 'vitest'
import { ParticipantsSchema } from '@aula/contract/editions'
import { pathOf } from '@aula/contract/route'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { adminWriteHeaders, refusedCallers } from '#test/admin.ts'
import { bearer, loginAs, type TestUser } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'
import { attendedEditions, upcomingEditionsOf } from './edition-lookups.service.ts'

/*
 * An edition's participants as the admin sees them (name, e-mail, order reference, paid
 * on), their presence, the CSV export, and what other features read of it: the editions a
 * member attended and the paid ones to come (docs/product.md#editions).
 */

const { t, db, pay, confirm } = await checkoutApp()
const { call, addEdition, bought } = editionsKit(t)

async function paidSeat(user: TestUser, title: string, edition: number) {
  const checkout = await bought(user, title, edition)
  await pay(user, checkout.id)
  expect((await confirm(user, checkout.id)).json().status).toBe('PAID')
}

async function participants(edition: number) {
  const admin = await loginAs(t, 'admin')
  const res = await call('GET', pathOf(EditionRoutes.participants, { id: edition }), {
    headers: bearer(admin.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return ParticipantsSchema.parse(res.json())
}

describe('participants of an edition', () => {
  it('lists paid and paying participants, marks presence, exports them as CSV', async () => {
    const course = await insertCourse(t, { price: 25_000 })
    const edition = await addEdition(course.id, { capacity: '10', hours: '16' })
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    await db
      .updateTable('app_user')
      .set({ name: 'Anna; "Rossi"' })
      .where('id', '=', anna.id)
      .execute()
    await paidSeat(anna, course.title, edition.id)
    await bought(bruno, course.title, edition.id)

    const before = await participants(edition.id)
    expect(before.participants).toEqual([
      {
        id: expect.any(Number),
        name: 'Anna; "Rossi"',
        email: anna.email,
        reference: expect.stringMatching(/^AULA-/),
        paidAt: expect.any(String),
        present: false,
      },
      {
        id: expect.any(Number),
        name: expect.any(String),
        email: bruno.email,
        reference: expect.stringMatching(/^AULA-/),
        paidAt: null,
        present: false,
      },
    ])
    expect(before.edition).toMatchObject({ seatsTaken: 2, seatsLeft: 8 })

    const annaSeat = before.participants[0]!.id
    const mark = (present: boolean, seat = annaSeat) =>
      adminWriteHeaders(t).then((headers) =>
        call('PUT', pathOf(EditionRoutes.presence, { id: edition.id, seat }), {
          payload: { present },
          headers,
        }),
      )
    const marked = await mark(true)
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json()).toEqual({ message: 'Success', present: true })
    expect((await participants(edition.id)).participants[0]!.present).toBe(true)
    expect(await attendedEditions(db, anna.id)).toEqual([
      {
        editionId: edition.id,
        courseId: course.id,
        courseTitle: course.title,
        startDate: edition.startDate,
        endDate: edition.endDate,
        hours: 16,
      },
    ])
    expect(await attendedEditions(db, bruno.id)).toEqual([])

    const admin = await loginAs(t, 'admin')
    const csv = await call('GET', pathOf(EditionRoutes.participantsCsv, { id: edition.id }), {
      headers: bearer(admin.token),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="partecipanti-.*-${edition.startDate}\\.csv"$`),
    )
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Nome;E-mail;Riferimento ordine;Pagato il;Presente')
    expect(lines[1]!.startsWith(`"Anna; ""Rossi""";${anna.email};AULA-`)).toBe(true)
    expect(lines[1]).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2};sì$/)
    expect(lines[2]!.includes(`;${bruno.email};AULA-`)).toBe(true)
    expect(lines[2]).toMatch(/;;no$/)

    expect((await mark(false)).json()).toEqual({ message: 'Success', present: false })
    expect(await attendedEditions(db, anna.id)).toEqual([])
    expect((await mark(true, 999_999)).statusCode).toBe(404)
    const bad = await adminWriteHeaders(t).then((headers) =>
      call('PUT', pathOf(EditionRoutes.presence, { id: edition.id, seat: annaSeat }), {
        payload: { present: 'sì' },
        headers,
      }),
    )
    expect(bad.statusCode).toBe(400)
  })

  it('tells other features the member’s paid editions still to come', async () => {
    const course = await insertCourse(t, { price: 25_000 })
    const soon = await addEdition(course.id, { startDate: dayFromNow(5), endDate: dayFromNow(6) })
    const past = await addEdition(course.id, { startDate: '2020-02-01', endDate: '2020-02-02' })
    const anna = await loginAs(t)
    await paidSeat(anna, course.title, soon.id)
    const upcoming = await upcomingEditionsOf(db, anna.id)
    expect(upcoming).toEqual([
      {
        editionId: soon.id,
        courseId: course.id,
        courseTitle: course.title,
        startDate: soon.startDate,
        endDate: soon.endDate,
        location: 'Roma',
      },
    ])
    expect(upcoming.map((e) => e.editionId)).not.toContain(past.id)
    // A seat only held by a payment under way is not bought yet.
    const bruno = await loginAs(t)
    await bought(bruno, course.title, soon.id)
    expect(await upcomingEditionsOf(db, bruno.id)).toEqual([])
  })

  it('refuses presence and removal to everyone but an admin with a private token; 404 for unknown', async () => {
    const course = await insertCourse(t, { price: 25_000 })
    const edition = await addEdition(course.id, { capacity: '3' })
    const anna = await loginAs(t)
    await bought(anna, course.title, edition.id)
    const seat = (await participants(edition.id)).participants[0]!.id
    for (const caller of await refusedCallers(t)) {
      const put = await call('PUT', pathOf(EditionRoutes.presence, { id: edition.id, seat }), {
        payload: { present: true },
        headers: caller.headers,
      })
      expect(put.statusCode, caller.who).toBe(caller.status)
      const del = await call(
        'DELETE',
        pathOf(EditionRoutes.removeParticipant, { id: edition.id, seat }),
        {
          headers: caller.headers,
        },
      )
      expect(del.statusCode, caller.who).toBe(caller.status)
    }
    expect((await participants(edition.id)).participants).toHaveLength(1)
    const admin = await loginAs(t, 'admin')
    const missing = await call('GET', pathOf(EditionRoutes.participants, { id: 999_999 }), {
      headers: bearer(admin.token),
    })
    expect(missing.statusCode).toBe(404)
    const missingCsv = await call('GET', pathOf(EditionRoutes.participantsCsv, { id: 999_999 }), {
      headers: bearer(admin.token),
    })
    expect(missingCsv.statusCode).toBe(404)
  })
})
