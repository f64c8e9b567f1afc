import { describe, expect, it } from 'vitest'
import { EditionMessages } from '@aula/contract/editions'
import { FormMessages } from '@aula/contract/admin-forms'
import { pathOf } from '@aula/contract/route'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { adminWriteHeaders, auditRows, refusedCallers } from '#test/admin.ts'
import { bearer, loginAs } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'

/*
 * The admin adds, edits and deletes a course's editions (docs/product.md#editions); only an
 * admin's private token may; every bad input answers a 400 naming the field; an edition with
 * paid participants stays.
 */

const { t, pay, confirm } = await checkoutApp()
const { call, addEdition, courseWithEdition, bought, editionsOf } = editionsKit(t)

describe('editions in the admin panel', () => {
  it('adds, lists, edits and deletes an edition, audited', async () => {
    const course = await insertCourse(t, { price: 30_000 })
    const added = await addEdition(course.id, {
      startDate: dayFromNow(20),
      endDate: dayFromNow(22),
      hours: '24',
      capacity: '12',
    })
    expect(added).toMatchObject({
      courseId: course.id,
      courseTitle: course.title,
      startDate: dayFromNow(20),
      endDate: dayFromNow(22),
      hours: 24,
      capacity: 12,
      seatsLeft: 12,
      seatsTaken: 0,
      waitingCount: 0,
      soldOut: false,
    })
    expect(await auditRows(t, 'edition.create', added.id)).toHaveLength(1)

    const admin = await loginAs(t, 'admin')
    const list = await call('GET', pathOf(EditionRoutes.adminList, { id: course.id }), {
      headers: bearer(admin.token),
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().editions.map((e: { id: number }) => e.id)).toEqual([added.id])

    const edited = await call('PUT', pathOf(EditionRoutes.update, { id: added.id }), {
      payload: { startDate: dayFromNow(21), endDate: dayFromNow(21), hours: '', capacity: '' },
      headers: await adminWriteHeaders(t),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().edition).toMatchObject({ hours: null, capacity: null, seatsLeft: null })
    expect(await editionsOf(course.id)).toMatchObject([{ startDate: dayFromNow(21) }])

    const removed = await call('DELETE', pathOf(EditionRoutes.remove, { id: added.id }), {
      headers: await adminWriteHeaders(t),
    })
    expect(removed.statusCode).toBe(200)
    expect(await editionsOf(course.id)).toEqual([])
  })

  it('keeps an edition with paid participants and says why', async () => {
    const { course, edition } = await courseWithEdition(5)
    const anna = await loginAs(t)
    const checkout = await bought(anna, course.title, edition.id)
    await pay(anna, checkout.id)
    expect((await confirm(anna, checkout.id)).json().status).toBe('PAID')
    const res = await call('DELETE', pathOf(EditionRoutes.remove, { id: edition.id }), {
      headers: await adminWriteHeaders(t),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(EditionMessages.hasParticipants)
    expect(await editionsOf(course.id)).toHaveLength(1)
  })

  it('will not lower the capacity below the seats taken', async () => {
    const { course, edition } = await courseWithEdition(3)
    await bought(await loginAs(t), course.title, edition.id)
    await bought(await loginAs(t), course.title, edition.id)
    const res = await call('PUT', pathOf(EditionRoutes.update, { id: edition.id }), {
      payload: { startDate: edition.startDate, endDate: edition.endDate, capacity: '1' },
      headers: await adminWriteHeaders(t),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: 'capacity', message: EditionMessages.capacityBelowTaken },
    ])
  })

  it('answers 400 with the field for every bad input, 404 for an unknown course or edition', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const headers = await adminWriteHeaders(t)
    const create = (payload: unknown) =>
      call('POST', pathOf(EditionRoutes.create, { id: course.id }), { payload, headers })
    const cases: [unknown, string, string][] = [
      [{ endDate: '2026-05-01' }, 'startDate', FormMessages.startRequired],
      [{ startDate: '2026-05-01' }, 'endDate', FormMessages.required],
      [{ startDate: '1 maggio', endDate: '2026-05-01' }, 'startDate', FormMessages.date],
      [{ startDate: '2026-05-02', endDate: '2026-05-01' }, 'endDate', FormMessages.endBeforeStart],
      [
        { startDate: '2026-05-01', endDate: '2026-05-01', capacity: '-1' },
        'capacity',
        EditionMessages.wholeNumber,
      ],
      [
        { startDate: '2026-05-01', endDate: '2026-05-01', hours: '7.5' },
        'hours',
        EditionMessages.wholeNumber,
      ],
      [
        { startDate: '2026-05-01', endDate: '2026-05-01', capacity: 'tanti' },
        'capacity',
        EditionMessages.wholeNumber,
      ],
    ]
    for (const [payload, path, message] of cases) {
      const res = await create(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().errors).toContainEqual({ path, message })
    }
    const unknownCourse = await call('POST', pathOf(EditionRoutes.create, { id: 999_999 }), {
      payload: { startDate: '2026-05-01', endDate: '2026-05-01' },
      headers,
    })
    expect(unknownCourse.statusCode).toBe(404)
    for (const route of [EditionRoutes.update, EditionRoutes.remove]) {
      const res = await call(route.method, pathOf(route, { id: 999_999 }), {
        payload:
          route.method === 'PUT' ? { startDate: '2026-05-01', endDate: '2026-05-01' } : undefined,
        headers,
      })
      expect(res.statusCode).toBe(404)
    }
    const badId = await call('DELETE', '/api/admin/editions/abc', { headers })
    expect(badId.statusCode).toBe(400)
    // The public list takes a course id or nothing.
    expect((await call('GET', '/api/editions/?course=abc')).statusCode).toBe(400)
    expect((await call('GET', '/api/editions/?course=0')).statusCode).toBe(400)
    const all = await call('GET', '/api/editions/')
    expect(all.statusCode).toBe(200)
    expect(all.headers['cache-control']).toBe('no-store')
  })

  it('refuses every caller but an admin with a private token', async () => {
    const { course, edition } = await courseWithEdition(2)
    const form = { startDate: '2026-05-01', endDate: '2026-05-01' }
    for (const caller of await refusedCallers(t)) {
      for (const [method, url] of [
        ['POST', pathOf(EditionRoutes.create, { id: course.id })],
        ['PUT', pathOf(EditionRoutes.update, { id: edition.id })],
        ['DELETE', pathOf(EditionRoutes.remove, { id: edition.id })],
      ] as const) {
        const res = await call(method, url, {
          payload: method === 'DELETE' ? undefined : form,
          headers: caller.headers,
        })
        expect(res.statusCode, `${caller.who} ${method}`).toBe(caller.status)
      }
    }
    // The admin's reads take the session: a member's is refused.
    const member = await loginAs(t)
    for (const url of [
      pathOf(EditionRoutes.adminList, { id: course.id }),
      pathOf(EditionRoutes.participants, { id: edition.id }),
      pathOf(EditionRoutes.participantsCsv, { id: edition.id }),
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401)
      expect((await call('GET', url, { headers: bearer(member.token) })).statusCode).toBe(403)
    }
    expect(await editionsOf(course.id)).toHaveLength(1)
  })
})
