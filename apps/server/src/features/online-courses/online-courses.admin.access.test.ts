import { describe, expect, it } from 'vitest'
import { adminWriteHeaders, expectRefused } from '#test/admin.ts'
import { buildTestApp, bearer, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  callers,
  LESSON_A,
  LESSON_B,
  cover,
  preview,
  lesson,
  createFields,
  send,
  remove,
  adminLessons,
  createCourse,
  expectNothingStored,
} = await videoCourseAdminKit(t)

describe('video course admin writes: who may call them', () => {
  it("POST /api/onlinecourse/ accepts only an admin's private token", async () => {
    const fields = createFields()
    const files = [cover(), preview(), lesson(LESSON_A)]
    for (const caller of callers) {
      const res = await expectNothingStored(() => send('POST', fields, files, caller.headers))
      expectRefused(res, caller.status)
    }
    const res = await send('POST', fields, files, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("PUT /api/onlinecourse/ accepts only an admin's private token", async () => {
    const course = await createCourse([LESSON_A])
    const fields = { title: course.title, description: 'Nuova', price: '10', existingVideos: '' }
    for (const caller of callers) {
      const res = await expectNothingStored(() =>
        send('PUT', fields, [cover(), lesson(LESSON_B)], caller.headers),
      )
      expectRefused(res, caller.status)
    }
    const res = await send('PUT', fields, [], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("DELETE /api/onlinecourse/ accepts only an admin's private token", async () => {
    const course = await createCourse([LESSON_A])
    for (const caller of callers) {
      const res = await expectNothingStored(() => remove({ title: course.title }, caller.headers))
      expectRefused(res, caller.status)
    }
    const res = await remove({ title: course.title }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it('GET the lessons for the edit form needs an admin session', async () => {
    const course = await createCourse([LESSON_A])
    const user = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    expectRefused(await adminLessons(course.title, {}), 401)
    expectRefused(await adminLessons(course.title, bearer('not-a-token')), 401)
    expectRefused(await adminLessons(course.title, bearer(user.token)), 403)
    const res = await adminLessons(course.title, bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
  })
})
