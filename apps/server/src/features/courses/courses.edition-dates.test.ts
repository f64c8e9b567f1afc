import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { pathOf } from '@aula/contract/route'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'

/*
 * A course's own dates follow its editions (docs/product.md#editions): while it has editions
 * to come, its card, calendar and catalogue order show the soonest one's days, and saving
 * the course form with other dates does not take them elsewhere.
 */

const t = await buildTestApp()
const { cover, fieldsOf, form, createCourse, publicCourse } = await courseAdminKit(t)
const { call, addEdition } = editionsKit(t)

const shownDays = async (title: string) => {
  const course = await publicCourse(title)
  return { mode: course?.dateMode, start: course?.dataInizio, end: course?.dateFine }
}

describe("a course's dates and its editions", () => {
  it('are the soonest edition to come, as editions are added, changed and deleted', async () => {
    const course = await createCourse(undefined, [cover()], {
      dateChoice: 'scegliData',
      courseStartDate: dayFromNow(60),
      courseEndDate: dayFromNow(61),
    })
    // An edition that has ended does not move the course.
    await addEdition(course.id, { startDate: dayFromNow(-5), endDate: dayFromNow(-4) })
    expect(await shownDays(course.title)).toEqual({
      mode: 'date',
      start: dayFromNow(60),
      end: dayFromNow(61),
    })

    const later = await addEdition(course.id, {
      startDate: dayFromNow(30),
      endDate: dayFromNow(32),
    })
    expect(await shownDays(course.title)).toEqual({
      mode: 'date',
      start: dayFromNow(30),
      end: dayFromNow(32),
    })
    const sooner = await addEdition(course.id, {
      startDate: dayFromNow(10),
      endDate: dayFromNow(11),
    })
    expect(await shownDays(course.title)).toMatchObject({
      start: dayFromNow(10),
      end: dayFromNow(11),
    })

    const moved = await call('PUT', pathOf(EditionRoutes.update, { id: sooner.id }), {
      payload: { startDate: dayFromNow(12), endDate: dayFromNow(14) },
      headers: await adminWriteHeaders(t),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await shownDays(course.title)).toMatchObject({
      start: dayFromNow(12),
      end: dayFromNow(14),
    })

    const removed = await call('DELETE', pathOf(EditionRoutes.remove, { id: sooner.id }), {
      headers: await adminWriteHeaders(t),
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await shownDays(course.title)).toMatchObject({
      start: later.startDate,
      end: later.endDate,
    })
  })

  it('stay the edition’s when the course form is saved with other dates, or none', async () => {
    const course = await createCourse()
    const edition = await addEdition(course.id, {
      startDate: dayFromNow(20),
      endDate: dayFromNow(21),
    })
    // A course "to be dated" that gets an edition is dated by it.
    expect(await shownDays(course.title)).toEqual({
      mode: 'date',
      start: edition.startDate,
      end: edition.endDate,
    })

    for (const dates of [
      { dateChoice: 'scegliData', courseStartDate: dayFromNow(90), courseEndDate: dayFromNow(91) },
      { dateChoice: 'daDefinirsi', courseStartDate: '', courseEndDate: '' },
    ]) {
      const res = await form(
        'PUT',
        fieldsOf(titleToSlug(course.title).toLowerCase(), {
          intro: 'Nuova introduzione',
          ...dates,
        }),
        [],
        await adminWriteHeaders(t),
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(await shownDays(course.title)).toEqual({
        mode: 'date',
        start: edition.startDate,
        end: edition.endDate,
      })
      expect((await publicCourse(course.title))?.intro).toBe('Nuova introduzione')
    }
  })

  it('are the form’s for a course without editions to come', async () => {
    const course = await createCourse()
    const res = await form(
      'PUT',
      fieldsOf(titleToSlug(course.title).toLowerCase(), {
        dateChoice: 'scegliData',
        courseStartDate: dayFromNow(40),
        courseEndDate: dayFromNow(40),
      }),
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await shownDays(course.title)).toEqual({
      mode: 'date',
      start: dayFromNow(40),
      end: dayFromNow(40),
    })
  })
})
