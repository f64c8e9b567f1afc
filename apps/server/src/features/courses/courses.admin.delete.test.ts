import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { CourseLimits, CourseMessages, CourseWritePaths } from '@aula/contract/courses'
import { now } from '#src/lib/clock.ts'
import { adminWriteHeaders, auditRows, snapshot } from '#test/admin.ts'
import { buildTestApp, loginAs } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

const t = await buildTestApp()
const {
  TABLES,
  db,
  cover,
  photo,
  video,
  uniqueTitle,
  remove,
  createCourse,
  publicCourse,
  courseRow,
  assetIdsOf,
  assetExists,
  storedFiles,
  filesOf,
  expectNothingStored,
} = await courseAdminKit(t)

/** Keeps the order references this file inserts apart. */
let counter = 0

describe('DELETE /api/course/', () => {
  it('removes the course by its title in any form, with its media rows and files', async () => {
    const headers = await adminWriteHeaders(t)
    const course = await createCourse(uniqueTitle('Corso-da eliminare'), [
      cover(),
      photo(),
      video(),
    ])
    const { cover: coverId, media } = await assetIdsOf(course.id)
    const assetIds = [coverId!, ...media.map((m) => m.asset_id)]
    for (const id of assetIds) expect(filesOf(id).length).toBeGreaterThan(0)
    const res = await remove({ title: titleToSlug(course.title).toUpperCase() }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await courseRow(course.id)).toBeUndefined()
    expect(await publicCourse(course.title)).toBeNull()
    for (const id of assetIds) {
      expect(await assetExists(id)).toBe(false)
      expect(filesOf(id)).toEqual([])
    }
    const media2 = await db
      .selectFrom('course_media')
      .select('id')
      .where('course_id', '=', course.id)
      .execute()
    expect(media2).toEqual([])
    const audit = await auditRows(t, 'course.delete', course.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ title: course.title })
    const again = await remove({ title: course.title }, headers)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  const buyers: Record<string, (courseId: number, title: string) => Promise<unknown>> = {
    'an enrollment': async (courseId) => {
      const user = await loginAs(t)
      await db
        .insertInto('enrollment')
        .values({
          user_id: user.id,
          course_id: courseId,
          online_course_id: null,
          order_id: null,
          created_at: now(),
        })
        .execute()
    },
    'an order, even unpaid': async (courseId, title) => {
      const user = await loginAs(t)
      await db
        .insertInto('customer_order')
        .values({
          reference: `ord-${Date.now().toString(36)}-${++counter}`,
          user_id: user.id,
          item_type: 'course',
          course_id: courseId,
          online_course_id: null,
          item_title: title,
          amount_cents: 25_000,
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
    },
  }
  for (const [kind, buy] of Object.entries(buyers)) {
    it(`is a 409 while ${kind} names the course, and nothing is removed`, async () => {
      const course = await createCourse(uniqueTitle(), [cover(), photo(), video()])
      await buy(course.id, course.title)
      const before = await snapshot(t, [...TABLES, 'enrollment', 'customer_order'])
      const files = storedFiles()
      const res = await remove({ title: course.title }, await adminWriteHeaders(t))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ message: CourseMessages.hasBuyers })
      expect(await snapshot(t, [...TABLES, 'enrollment', 'customer_order'])).toEqual(before)
      expect(storedFiles()).toEqual(files)
      expect(await publicCourse(course.title)).toEqual(course)
    })
  }

  const badBodies: [string, unknown][] = [
    ['without title', {}],
    ['with a blank title', { title: '   ' }],
    ['with a number title', { title: 42 }],
    ['with an object title', { title: { $ne: '' } }],
    ['with an over-long title', { title: 't'.repeat(CourseLimits.title + 1) }],
  ]
  for (const [name, payload] of badBodies) {
    it(`${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('malformed JSON is a 400 and a title with odd characters a 404', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: CourseWritePaths.course,
          payload: '{"title":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
      400,
    )
    for (const title of ['a\u0000b', '-', "'; drop table course; --"]) {
      await expectNothingStored(() => remove({ title }, headers), 404)
    }
  })
})
