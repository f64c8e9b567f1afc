import { afterEach, describe, expect, it, vi } from 'vitest'
import { LearningAnswerSchema } from '@aula/contract/learning'
import { LessonPaths } from '@aula/contract/lessons'
import { LearningRoutes } from '@aula/contract/routes/learning'
import { now } from '#src/lib/clock.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const { db, createCourse, lessonRows, LESSON_A } = await videoCourseAdminKit(t)

const threeLessons = await createCourse(
  [LESSON_A, LESSON_A, LESSON_A],
  ['Impasto', 'Stesura', 'Cottura'],
)
const twoLessons = await createCourse()
const notBought = await createCourse()
const lessonIds = async (courseId: number) =>
  (await lessonRows(courseId)).map((row) => Number(row.id))
const [dough, stretch, bake] = await lessonIds(threeLessons.id)

async function enroll(userId: number, onlineCourseId: number) {
  await db
    .insertInto('enrollment')
    .values({ user_id: userId, online_course_id: onlineCourseId, created_at: now() })
    .execute()
}

/** Saves a position as the player does, one second after the last save. */
let clock = Date.parse('2026-03-01T10:00:00Z')
async function watch(token: string, lessonId: number, positionSeconds: number, completed = false) {
  clock += 1000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(clock)
  const res = await t.app.inject({
    method: 'PUT',
    url: LessonPaths.lessonProgress,
    headers: bearer(token),
    payload: { lessonId, positionSeconds, completed },
  })
  vi.useRealTimers()
  expect(res.statusCode, res.body).toBe(200)
}

async function learning(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: LearningRoutes.progress.path,
    headers: bearer(token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return LearningAnswerSchema.parse(res.json()).courses
}

afterEach(() => vi.useRealTimers())

describe('the learner’s overview of their video courses', () => {
  it('asks visitors to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: LearningRoutes.progress.path })
    expect(res.statusCode).toBe(401)
  })

  it('lists only the courses the member owns, none started yet, each from its first lesson', async () => {
    const member = await loginAs(t)
    await enroll(member.id, threeLessons.id)
    await enroll(member.id, twoLessons.id)
    const courses = await learning(member.token)
    expect(courses.map((c) => c.id).sort()).toEqual([threeLessons.id, twoLessons.id].sort())
    expect(courses.some((c) => c.id === notBought.id)).toBe(false)
    const three = courses.find((c) => c.id === threeLessons.id)!
    expect(three).toMatchObject({
      lessons: 3,
      completedLessons: 0,
      lastWatchedAt: null,
      resume: { lesson: 1, title: 'Impasto', positionSeconds: 0 },
    })
  })

  it('picks up the lesson watched last, where it stopped, and puts that course first', async () => {
    const member = await loginAs(t)
    await enroll(member.id, twoLessons.id)
    await enroll(member.id, threeLessons.id)
    const [otherFirst] = await lessonIds(twoLessons.id)
    await watch(member.token, dough!, 30, true)
    await watch(member.token, otherFirst!, 5)
    await watch(member.token, stretch!, 2)
    const [first, second] = await learning(member.token)
    expect(first).toMatchObject({
      id: threeLessons.id,
      completedLessons: 1,
      resume: { lesson: 2, title: 'Stesura', positionSeconds: 2 },
      lastWatchedAt: new Date(clock).toISOString(),
    })
    expect(second).toMatchObject({ id: twoLessons.id, resume: { lesson: 1, positionSeconds: 5 } })
  })

  it('moves on to the next unfinished lesson once the last one watched is finished', async () => {
    const member = await loginAs(t)
    await enroll(member.id, threeLessons.id)
    await watch(member.token, bake!, 1, true)
    await watch(member.token, stretch!, 1, true)
    // After the second lesson the third is done already: back to the first, not started.
    let [course] = await learning(member.token)
    expect(course!.resume).toEqual({ lesson: 1, title: 'Impasto', positionSeconds: 0 })
    await watch(member.token, dough!, 1, true)
    ;[course] = await learning(member.token)
    expect(course).toMatchObject({ completedLessons: 3, lessons: 3, resume: null })
  })

  it('shows nothing for a member who bought nothing', async () => {
    const member = await loginAs(t)
    expect(await learning(member.token)).toEqual([])
  })
})
