import { describe, expect, it } from 'vitest'
import {
  OnlineCourseLimits,
  OnlineCourseMessages,
  OnlineCourseWritePaths,
} from '@aula/contract/online-courses'
import { now } from '#src/lib/clock.ts'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  db,
  LESSON_A,
  LESSON_B,
  uniqueTitle,
  remove,
  publicGet,
  createCourse,
  courseRow,
  lessonRows,
  storedFiles,
  expectNothingStored,
} = await videoCourseAdminKit(t)

describe('DELETE /api/onlinecourse/', () => {
  it('removes the course, its lessons, progress, asset rows and every file', async () => {
    const course = await createCourse([LESSON_A, LESSON_B])
    const row = (await courseRow(course.id))!
    const lessons = await lessonRows(course.id)
    const student = await loginAs(t)
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: student.id,
        lesson_id: Number(lessons[0]!.id),
        position_seconds: 10,
        completed: 1,
        updated_at: now(),
      })
      .execute()
    const assetIds = [row.cover_id!, row.main_video_id!, ...lessons.map((l) => l.video_id)]
    const keys = await db
      .selectFrom('asset')
      .select('storage_key')
      .where('id', 'in', assetIds)
      .execute()
    expect(keys).toHaveLength(4)
    const headers = await adminWriteHeaders(t)

    // The title as a URL carries it: any case, hyphens for spaces.
    const res = await remove({ title: course.title.toLowerCase().replace(/ /g, '-') }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await courseRow(course.id)).toBeUndefined()
    expect(await lessonRows(course.id)).toEqual([])
    const progress = await db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('user_id', '=', student.id)
      .execute()
    expect(progress).toEqual([])
    const assets = await db.selectFrom('asset').select('id').where('id', 'in', assetIds).execute()
    expect(assets).toEqual([])
    expect(storedFiles().filter((f) => assetIds.some((id) => f.includes(id)))).toEqual([])
    expect((await publicGet(course.title)).statusCode).toBe(404)
    expect(await auditRows(t, 'online_course.delete', course.id)).toHaveLength(1)

    const again = await remove({ title: course.title }, headers)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  it('is a 409 while someone is enrolled or has an order for it, and nothing is removed', async () => {
    const buyer = await loginAs(t)
    const enrolled = await createCourse([LESSON_A])
    await db
      .insertInto('enrollment')
      .values({
        user_id: buyer.id,
        course_id: null,
        online_course_id: enrolled.id,
        order_id: null,
        created_at: now(),
      })
      .execute()
    const ordered = await createCourse([LESSON_B])
    await db
      .insertInto('customer_order')
      .values({
        reference: `ord-${Date.now()}`,
        user_id: buyer.id,
        item_type: 'online_course',
        course_id: null,
        online_course_id: ordered.id,
        item_title: ordered.title,
        amount_cents: 9_990,
        currency: 'EUR',
        charge: 'full',
        provider: 'demo',
        provider_checkout_id: null,
        status: 'pending',
        created_at: now(),
        paid_at: null,
        fulfilled_at: null,
      })
      .execute()
    const headers = await adminWriteHeaders(t)
    for (const course of [enrolled, ordered]) {
      const res = await expectNothingStored(() => remove({ title: course.title }, headers), 409)
      expect(res.json()).toEqual({ message: OnlineCourseMessages.hasBuyers })
      expect((await publicGet(course.title)).statusCode).toBe(200)
    }
  })

  const badDeletes: [string, unknown][] = [
    ['without title', {}],
    ['with a blank title', { title: '  ' }],
    ['with a number title', { title: 42 }],
    ['with an object title', { title: { in: ['a', 'b'] } }],
    ['with an over-long title', { title: 't'.repeat(OnlineCourseLimits.title + 1) }],
  ]
  for (const [name, payload] of badDeletes) {
    it(`${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('with malformed JSON is a 400; an unknown title is a 404', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: OnlineCourseWritePaths.onlineCourse,
          payload: '{"title":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
      400,
    )
    await expectNothingStored(() => remove({ title: uniqueTitle('Mai esistito') }, headers), 404)
  })
})
