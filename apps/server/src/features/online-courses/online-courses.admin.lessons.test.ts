import { describe, expect, it } from 'vitest'
import { AdminLessonsAnswerSchema } from '@aula/contract/online-courses'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import { expectClientError } from '#test/admin.ts'
import { buildTestApp, bearer, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const { LESSON_A, LESSON_B, uniqueTitle, adminLessons, createCourse } = await videoCourseAdminKit(t)

describe('GET /api/admin/onlinecourse/{title}/lessons', () => {
  it('lists lessons in order; an unknown title is a 404 and a too long one a 400', async () => {
    const course = await createCourse([LESSON_B, LESSON_A], ['Prima', 'Seconda'])
    const admin = bearer((await loginAs(t, 'admin')).token)
    const res = await adminLessons(course.title.toUpperCase(), admin)
    expect(res.statusCode).toBe(200)
    const { lessons } = AdminLessonsAnswerSchema.parse(res.json())
    expect(lessons.map((l) => l.title)).toEqual(['Prima', 'Seconda'])
    expect(res.body).not.toMatch(/private|\.mp4/)
    const missing = await adminLessons(uniqueTitle('Nessuno'), admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    expectClientError(await adminLessons('x'.repeat(301), admin), 400)
  })

  it('answers odd addresses with a 4xx and a message, never a 500', async () => {
    const admin = bearer((await loginAs(t, 'admin')).token)
    for (const segment of ODD_PATH_SEGMENTS) {
      const url = `/api/admin/onlinecourse/${segment}/lessons`
      const res = await t.app.inject({ method: 'GET', url, headers: admin })
      expect([400, 404, 414], url).toContain(res.statusCode)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
