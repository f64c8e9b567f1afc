import { describe, expect, it } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { getCourses } from '#src/features/courses/courses.service.ts'
import { getOnlineCourses } from '#src/features/online-courses/online-courses.service.ts'
import { insertCourseRow, insertVideoCourseRow } from '#test/courses.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { enroll, hasEnrollments, isEnrolled, listOwned } from './enrollment.service.ts'

/*
 * Enrollment (docs/product.md#payments): one per member and item, whoever asks twice; what a
 * member owns is listed exactly as the catalogue orders it.
 */

const t = await buildTestApp()
const { db } = t.deps

let counter = 0
const title = (kind: string) => `${kind} ${(counter += 1)} ${Date.now().toString(36)}`

const enrollOn = (
  user: TestUser,
  item: { courseId: number | null; onlineCourseId: number | null },
) =>
  db
    .transaction()
    .execute((trx) =>
      enroll(trx, { userId: user.id, ...item, orderId: null, at: new Date().toISOString() }),
    )

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('enrollment', () => {
  it('enrolls once per member and item, and says who is enrolled on what', async () => {
    const anna = await loginAs(t)
    const marco = await loginAs(t)
    const course = await insertCourseRow(t, { title: title('Corso'), price: 10_000 })
    const online = await insertVideoCourseRow(t, { title: title('Video'), price: 5_000 })
    const onCourse = { courseId: course, onlineCourseId: null }
    const onVideo = { courseId: null, onlineCourseId: online }
    expect(await hasEnrollments(db, onCourse)).toBe(false)
    expect(await hasEnrollments(db, onVideo)).toBe(false)

    expect(await enrollOn(anna, onCourse)).toBe(true)
    expect(await enrollOn(anna, onCourse)).toBe(false)
    expect(await enrollOn(anna, onVideo)).toBe(true)
    expect(await isEnrolled(db, anna.id, onCourse)).toBe(true)
    expect(await isEnrolled(db, anna.id, onVideo)).toBe(true)
    expect(await isEnrolled(db, marco.id, onCourse)).toBe(false)
    expect(await isEnrolled(db, marco.id, onVideo)).toBe(false)
    expect(await listOwned(db, anna.id)).toEqual({ courseIds: [course], onlineCourseIds: [online] })
    expect(await listOwned(db, marco.id)).toEqual({ courseIds: [], onlineCourseIds: [] })
    expect(await hasEnrollments(db, onCourse)).toBe(true)
    expect(await hasEnrollments(db, onVideo)).toBe(true)
  })

  it("lists a member's courses and video courses as the whole catalogue would, filtered", async () => {
    const anna = await loginAs(t)
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes)).toISOString()
    const courses = [
      await insertCourseRow(t, {
        title: title('Passato'),
        price: 1,
        dateMode: 'date',
        start: '2024-03-01',
        createdAt: at(1),
      }),
      await insertCourseRow(t, {
        title: title('Presto'),
        price: 1,
        dateMode: 'date',
        start: daysFromNow(10),
        createdAt: at(2),
      }),
      await insertCourseRow(t, { title: title('Da decidere'), price: 1, createdAt: at(3) }),
      await insertCourseRow(t, {
        title: title('Tardi'),
        price: 1,
        dateMode: 'date',
        start: daysFromNow(40),
        createdAt: at(4),
      }),
      await insertCourseRow(t, { title: title('Stesso istante'), price: 1, createdAt: at(3) }),
    ]
    const notOwned = await insertCourseRow(t, {
      title: title('Altro'),
      price: 1,
      dateMode: 'date',
      start: daysFromNow(5),
    })
    const videos = [
      await insertVideoCourseRow(t, { title: title('Video A'), price: 1, createdAt: at(5) }),
      await insertVideoCourseRow(t, { title: title('Video B'), price: 1, createdAt: at(7) }),
      await insertVideoCourseRow(t, { title: title('Video C'), price: 1, createdAt: at(6) }),
    ]
    await insertVideoCourseRow(t, { title: title('Video altro'), price: 1 })
    // Enrolled in an order of their own, unlike the catalogue's.
    for (const id of [courses[2]!, courses[0]!, courses[4]!, courses[3]!, courses[1]!]) {
      await enrollOn(anna, { courseId: id, onlineCourseId: null })
    }
    for (const id of [videos[1]!, videos[0]!, videos[2]!]) {
      await enrollOn(anna, { courseId: null, onlineCourseId: id })
    }

    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(anna.token) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().courses as { id: number }[]
    }
    const owned = new Set<number>(courses)
    const expected = (await getCourses(db)).filter((course) => owned.has(course.id))
    expect(expected.map((c) => c.id)).not.toContain(notOwned)
    expect(await get(CheckoutPaths.userCourses)).toEqual(JSON.parse(JSON.stringify(expected)))
    const ownedVideos = new Set<number>(videos)
    const expectedVideos = (await getOnlineCourses(db)).filter((c) => ownedVideos.has(c.id))
    expect(expectedVideos).toHaveLength(3)
    expect(await get(CheckoutPaths.userOnlineCourses)).toEqual(
      JSON.parse(JSON.stringify(expectedVideos)),
    )
  })
})
