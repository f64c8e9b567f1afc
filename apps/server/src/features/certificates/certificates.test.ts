import { describe, expect, it } from 'vitest'
import { now } from '#src/lib/clock.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { loginAs } from '#test/helper.ts'
import { certificateKit } from '#test/fixtures/certificates.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
const { db, videoCourse, member, enroll, complete, certificatesOf, certificateMails } =
  certificateKit(t)

const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/

describe('certificates of video courses', () => {
  it('are issued when the last lesson is completed, not before, with a mail', async () => {
    const course = await videoCourse([2700, 2700])
    const buyer = await member('it', 'Maria Rossi')
    await enroll(buyer.id, course.id)

    await complete(buyer, course.lessonIds[0]!)
    expect(await certificatesOf(buyer)).toEqual([])
    expect(certificateMails(buyer.email)).toHaveLength(0)

    await complete(buyer, course.lessonIds[1]!)
    const rows = await db
      .selectFrom('certificate')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .execute()
    expect(rows).toHaveLength(1)
    const [certificate] = await certificatesOf(buyer)
    expect(certificate).toMatchObject({
      memberName: 'Maria Rossi',
      courseTitle: course.title,
      onlineCourseTitle: course.title,
      kind: 'onlineCourse',
      hours: 1.5,
      completedOn: toSchoolDate(now()),
    })
    expect(certificate!.code).toMatch(CODE)

    const mails = certificateMails(buyer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Il tuo attestato')
    expect(mails[0]!.text).toContain(course.title)
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/attestato/${certificate!.code}`)
  })

  it('are issued once, however often the lessons are completed or the list is read', async () => {
    const course = await videoCourse([600])
    const buyer = await member()
    await enroll(buyer.id, course.id)
    await complete(buyer, course.lessonIds[0]!)
    await complete(buyer, course.lessonIds[0]!)
    const lists = await Promise.all([certificatesOf(buyer), certificatesOf(buyer)])
    expect(lists.map((list) => list.length)).toEqual([1, 1])
    expect(lists[0][0]!.code).toBe(lists[1][0]!.code)
    expect(certificateMails(buyer.email)).toHaveLength(1)
  })

  it('are issued when the list is read, for courses finished before', async () => {
    const course = await videoCourse([1200, 1300])
    const buyer = await member('en', 'John Smith')
    await enroll(buyer.id, course.id)
    // Progress stored earlier, without the save that issues the certificate.
    await db
      .insertInto('lesson_progress')
      .values(
        course.lessonIds.map((lessonId) => ({
          user_id: buyer.id,
          lesson_id: lessonId,
          position_seconds: 10,
          completed: 1 as const,
          updated_at: now(),
        })),
      )
      .execute()
    // Two lists at once still issue it once.
    const [first, second] = await Promise.all([certificatesOf(buyer), certificatesOf(buyer)])
    expect(first).toHaveLength(1)
    expect(second).toHaveLength(1)
    expect(first[0]).toMatchObject({ courseTitle: course.title, hours: 0.5 })
    const mails = certificateMails(buyer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Your certificate is ready')
  })

  it('state no hours when a lesson’s length is unknown', async () => {
    const course = await videoCourse([1800, null])
    const buyer = await member()
    await enroll(buyer.id, course.id)
    for (const lessonId of course.lessonIds) await complete(buyer, lessonId)
    const [certificate] = await certificatesOf(buyer)
    expect(certificate!.hours).toBeNull()
  })

  it('are not issued to someone who did not buy the course', async () => {
    const course = await videoCourse([600, 600])
    // An admin may watch every lesson without buying: no certificate.
    const admin = await loginAs(t, 'admin')
    for (const lessonId of course.lessonIds) await complete(admin, lessonId)
    expect(await certificatesOf(admin)).toEqual([])
    // A member who completed the lessons but owns the course no more (a refund) gets none.
    const former = await member()
    await db
      .insertInto('lesson_progress')
      .values(
        course.lessonIds.map((lessonId) => ({
          user_id: former.id,
          lesson_id: lessonId,
          position_seconds: 10,
          completed: 1 as const,
          updated_at: now(),
        })),
      )
      .execute()
    expect(await certificatesOf(former)).toEqual([])
    const rows = await db
      .selectFrom('certificate')
      .select('id')
      .where('source_id', '=', course.id)
      .execute()
    expect(rows).toEqual([])
  })

  it('keep the name and title they were issued with, and outlive the course', async () => {
    const course = await videoCourse([900])
    const buyer = await member('it', 'Anna Bianchi')
    await enroll(buyer.id, course.id)
    await complete(buyer, course.lessonIds[0]!)
    await db
      .updateTable('app_user')
      .set({ name: 'Anna Verdi' })
      .where('id', '=', buyer.id)
      .execute()
    await db.deleteFrom('lesson').where('online_course_id', '=', course.id).execute()
    const [certificate] = await certificatesOf(buyer)
    expect(certificate).toMatchObject({
      memberName: 'Anna Bianchi',
      courseTitle: course.title,
      onlineCourseTitle: null,
    })
  })

  it('answer the list only to a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/certificates' })
    expect(res.statusCode).toBe(401)
  })
})
