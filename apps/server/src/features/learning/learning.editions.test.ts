import { describe, expect, it } from 'vitest'
import { LearningAnswerSchema } from '@aula/contract/learning'
import { LearningPaths, LearningRoutes } from '@aula/contract/routes/learning'
import { bearer, loginAs, type TestUser } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'

/*
 * The in-person editions on the member's overview: the paid ones still to come, each with
 * a calendar file only its participant may download (docs/product.md#learner-dashboard).
 */

const { t, pay, confirm } = await checkoutApp()
const { addEdition, bought } = editionsKit(t)

async function paidSeat(user: TestUser, title: string, edition: number) {
  const checkout = await bought(user, title, edition)
  await pay(user, checkout.id)
  expect((await confirm(user, checkout.id)).json().status).toBe('PAID')
}

async function upcoming(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: LearningRoutes.progress.path,
    headers: bearer(user.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return LearningAnswerSchema.parse(res.json()).upcoming
}

const calendar = (user: TestUser | null, edition: number) =>
  t.app.inject({
    method: 'GET',
    url: LearningPaths.editionCalendar(edition),
    headers: user ? bearer(user.token) : {},
  })

describe('upcoming editions on the member’s overview', () => {
  it('lists the paid editions still to come, soonest first, not those only being paid', async () => {
    const course = await insertCourse(t, { price: 20_000 })
    const later = await addEdition(course.id, {
      startDate: dayFromNow(40),
      endDate: dayFromNow(41),
    })
    const soonerCourse = await insertCourse(t, { price: 12_000 })
    const sooner = await addEdition(soonerCourse.id, {
      startDate: dayFromNow(5),
      endDate: dayFromNow(5),
    })
    const other = await insertCourse(t, { price: 9_000 })
    const pending = await addEdition(other.id, { startDate: dayFromNow(3), endDate: dayFromNow(3) })
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    await paidSeat(anna, course.title, later.id)
    await paidSeat(anna, soonerCourse.title, sooner.id)
    await paidSeat(bruno, soonerCourse.title, sooner.id)
    await bought(anna, other.title, pending.id)

    const annas = await upcoming(anna)
    expect(annas.map((e) => e.editionId)).toEqual([sooner.id, later.id])
    expect(annas[1]).toEqual({
      editionId: later.id,
      courseTitle: course.title,
      startDate: dayFromNow(40),
      endDate: dayFromNow(41),
      location: expect.any(String),
    })
    expect((await upcoming(bruno)).map((e) => e.editionId)).toEqual([sooner.id])
  })

  it('gives the participant the edition as a calendar file, and nobody else', async () => {
    const course = await insertCourse(t, { price: 15_000 })
    const edition = await addEdition(course.id, {
      startDate: dayFromNow(20),
      endDate: dayFromNow(21),
    })
    const member = await loginAs(t)
    const stranger = await loginAs(t)
    await paidSeat(member, course.title, edition.id)

    const res = await calendar(member, edition.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('attachment')
    const compact = (day: string) => day.replaceAll('-', '')
    const dayAfterEnd = new Date(`${dayFromNow(21)}T12:00:00Z`)
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1)
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${compact(dayFromNow(20))}`)
    expect(res.body).toContain(
      `DTEND;VALUE=DATE:${compact(dayAfterEnd.toISOString().slice(0, 10))}`,
    )
    expect(res.body.replace(/\r\n /g, '')).toContain(`UID:edition-${edition.id}@`)

    expect((await calendar(stranger, edition.id)).statusCode).toBe(404)
    expect((await calendar(null, edition.id)).statusCode).toBe(401)
  })
})
