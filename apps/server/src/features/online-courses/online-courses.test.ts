import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import {
  OnlineCourseAnswerSchema,
  OnlineCoursePaths,
  OnlineCoursesAnswerSchema,
} from '@aula/contract/online-courses'
import { LessonPaths } from '@aula/contract/lessons'
import { ONLINE_COURSES } from '#seed/content/online-courses.ts'
import { seedDemo } from '#seed/seed.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { insertVideoCourseRow } from '#test/courses.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'

const t = await buildTestApp()
const { db } = t.deps
await seedDemo(t.deps)

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

/** A video course created 900 days ago; its id. */
const insertOnlineCourse = (title: string, description = '<p>Lezioni</p>') =>
  insertVideoCourseRow(t, {
    title,
    description,
    createdAt: new Date(Date.now() - 900 * 86_400_000).toISOString(),
  })

describe('GET /api/onlinecourses/', () => {
  it('answers every video course keyed by title, newest first, in the contract shape', async () => {
    const res = await get(OnlineCoursePaths.onlineCourses)
    expect(res.statusCode).toBe(200)
    const { onlinecourses } = OnlineCoursesAnswerSchema.parse(res.json())
    const rows = await db
      .selectFrom('online_course')
      .select(['title'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(rows.length).toBeGreaterThan(1)
    expect(Object.keys(onlinecourses)).toEqual(rows.map((r) => r.title))
  })

  it('shows the price, organizer, preview video and lesson count, never a lesson URL', async () => {
    const res = await get(OnlineCoursePaths.onlineCourses)
    const { onlinecourses } = OnlineCoursesAnswerSchema.parse(res.json())
    const course = onlinecourses['Pizza napoletana a casa']!
    const row = await db
      .selectFrom('online_course')
      .innerJoin('member', 'member.id', 'online_course.author_id')
      .innerJoin('topic', 'topic.id', 'online_course.category_id')
      .select([
        'online_course.id',
        'online_course.price_cents',
        'online_course.created_at',
        'member.name',
        'member.surname',
        'topic.title as topic',
      ])
      .where('online_course.title', '=', 'Pizza napoletana a casa')
      .executeTakeFirstOrThrow()
    const lessons = await db
      .selectFrom('lesson')
      .select('id')
      .where('online_course_id', '=', row.id)
      .execute()
    expect(course).toMatchObject({
      id: Number(row.id),
      price: row.price_cents / 100,
      author: `${row.name} ${row.surname}`,
      category: row.topic,
      fileUrl: '',
      lessonCount: lessons.length,
      date: toSchoolDate(row.created_at),
    })
    expect(course.immagineCopertina).toBe(course.images.cover!.url)
    expect(course.mainVideo).toMatch(/^\/media\/videos\/.+\.mp4$/)
    const preview = await t.app.inject({
      method: 'GET',
      url: course.mainVideo,
      headers: { range: 'bytes=0-99' },
    })
    expect(preview.statusCode).toBe(206)
    // Lesson files live under private/ and are never named by a public answer.
    expect(res.body).not.toMatch(/private|lessons\//)
  })
})

describe('GET /api/onlinecourse/{title}', () => {
  it('finds a video course by title with spaces or hyphens, in any case', async () => {
    const title = 'Lievitazione e impasti indiretti'
    for (const form of [title, titleToSlug(title), titleToSlug(title).toUpperCase()]) {
      const res = await get(OnlineCoursePaths.onlineCourse(form))
      expect(res.statusCode, form).toBe(200)
      const { onlinecourse } = OnlineCourseAnswerSchema.parse(res.json())
      expect(onlinecourse.title).toBe(title)
      expect(onlinecourse.purchased).toBe(false)
    }
  })

  it('finds a title that contains a hyphen, and shows a course without media', async () => {
    const title = 'Pizza fritta - base'
    const id = await insertOnlineCourse(title)
    const res = await get(OnlineCoursePaths.onlineCourse('pizza-fritta---base'))
    expect(res.statusCode).toBe(200)
    const { onlinecourse } = OnlineCourseAnswerSchema.parse(res.json())
    expect(onlinecourse).toMatchObject({
      id,
      author: '',
      authorId: null,
      category: '',
      categoryId: null,
      immagineCopertina: '',
      mainVideo: '',
      lessonCount: 0,
      price: 49.9,
      images: { cover: null },
    })
  })

  it('answers 404 Not found for an unknown title and 400 for one too long', async () => {
    const res = await get(OnlineCoursePaths.onlineCourse('Videocorso inesistente'))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
    const long = await get(OnlineCoursePaths.onlineCourse('y'.repeat(301)))
    expect(long.statusCode).toBe(400)
  })

  it('says whether the signed-in caller bought it; a garbage bearer is a visitor', async () => {
    const buyer = await loginAs(t)
    const title = 'Pizza in teglia alla romana'
    const course = await db
      .selectFrom('online_course')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('enrollment')
      .values({
        user_id: buyer.id,
        course_id: null,
        online_course_id: course.id,
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    const mine = await get(OnlineCoursePaths.onlineCourse(title), bearer(buyer.token))
    expect(OnlineCourseAnswerSchema.parse(mine.json()).onlinecourse.purchased).toBe(true)

    const admin = await loginAs(t, 'admin')
    const notBought = await get(OnlineCoursePaths.onlineCourse(title), bearer(admin.token))
    expect(OnlineCourseAnswerSchema.parse(notBought.json()).onlinecourse.purchased).toBe(false)

    const garbage = await get(OnlineCoursePaths.onlineCourse(title), bearer('not-a-token'))
    expect(garbage.statusCode).toBe(200)
    expect(OnlineCourseAnswerSchema.parse(garbage.json()).onlinecourse.purchased).toBe(false)
  })

  it('shows everyone the curriculum before buying: titles and lengths, never a video address', async () => {
    const title = 'Lievitazione e impasti indiretti'
    const seeded = ONLINE_COURSES.find((course) => course.title === title)!
    const rows = await db
      .selectFrom('lesson')
      .innerJoin('online_course', 'online_course.id', 'lesson.online_course_id')
      .select(['lesson.title', 'lesson.duration_seconds'])
      .where('online_course.title', '=', title)
      .orderBy('lesson.position')
      .execute()
    const expected = seeded.lessons.map((lesson, index) => ({
      index,
      title: lesson.title,
      durationSeconds: Number(rows[index]!.duration_seconds),
    }))
    expect(rows.map((row) => row.title)).toEqual(seeded.lessons.map((lesson) => lesson.title))

    const visitor = await get(OnlineCoursePaths.onlineCourse(title))
    const user = await loginAs(t)
    const notBuyer = await get(OnlineCoursePaths.onlineCourse(title), bearer(user.token))
    for (const res of [visitor, notBuyer]) {
      expect(res.statusCode).toBe(200)
      const { onlinecourse } = OnlineCourseAnswerSchema.parse(res.json())
      expect(onlinecourse.purchased).toBe(false)
      expect(onlinecourse.lessonCount).toBe(seeded.lessons.length)
      // The raw answer, not the parsed one: nothing beyond title and length may leave.
      expect(res.json().onlinecourse.curriculum).toEqual(expected)
      for (const lesson of res.json().onlinecourse.curriculum) {
        expect(Object.keys(lesson).sort()).toEqual(['durationSeconds', 'index', 'title'])
      }
      expect(res.body).not.toContain(LessonPaths.lessonVideoPrefix)
      expect(res.body).not.toMatch(/sig=|exp=|private|lessons\//)
    }
    // The lessons themselves stay closed to both.
    const detail = await get(LessonPaths.onlineCourseDetail(title), bearer(user.token))
    expect(detail.statusCode).toBe(403)
    expect((await get(LessonPaths.onlineCourseDetail(title))).statusCode).toBe(403)
  })

  it('names an untitled lesson by its place and lists a course without lessons as empty', async () => {
    const title = 'Videocorso senza titoli'
    const id = await insertOnlineCourse(title)
    const asset = await db
      .selectFrom('lesson')
      .select('video_id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const empty = OnlineCourseAnswerSchema.parse(
      (await get(OnlineCoursePaths.onlineCourse(title))).json(),
    )
    expect(empty.onlinecourse.curriculum).toEqual([])
    await db
      .insertInto('lesson')
      .values([
        {
          online_course_id: id,
          position: 0,
          title: null,
          video_id: asset.video_id,
          duration_seconds: 90,
        },
        {
          online_course_id: id,
          position: 1,
          title: ' Forno ',
          video_id: asset.video_id,
          duration_seconds: null,
        },
      ])
      .execute()
    // Written straight into the database, where no admin write tells the kept public reads.
    await contentChanged(db)
    const res = await get(OnlineCoursePaths.onlineCourse(title))
    const { onlinecourse } = OnlineCourseAnswerSchema.parse(res.json())
    expect(onlinecourse.curriculum.map((l) => [l.index, l.title])).toEqual([
      [0, 'Lezione 1'],
      [1, 'Forno'],
    ])
    expect(onlinecourse.curriculum[0]!.durationSeconds).toBe(90)
    // Without a length of its own, the lesson's file tells it.
    expect(onlinecourse.curriculum[1]!.durationSeconds).toBeGreaterThan(0)
  })

  it('serves a stored description cleaned of scripts, handlers and javascript: links', async () => {
    const title = 'Videocorso con HTML sporco'
    await insertOnlineCourse(
      title,
      '<h1 onmouseover="x()">Titolo</h1><script>document.cookie</script>' +
        '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">dati</a><a href=" javascript:alert(1)">j</a>',
    )
    const { onlinecourse } = OnlineCourseAnswerSchema.parse(
      (await get(OnlineCoursePaths.onlineCourse(title))).json(),
    )
    expect(onlinecourse.description).toBe(
      '<h2>Titolo</h2><img src="https://cdn.example/a.png" alt="a" /><a>dati</a><a>j</a>',
    )
  })
})

describe('odd video course addresses', () => {
  it('answers a 4xx with a message, never a 500', async () => {
    for (const segment of ODD_PATH_SEGMENTS) {
      for (const url of [`/api/onlinecourse/${segment}`]) {
        const res = await get(url)
        // 400 bad input, 404 no such title, 414 longer than any path the router takes.
        expect([400, 404, 414], url).toContain(res.statusCode)
        expect(res.json()).toHaveProperty('message')
      }
    }
  })
})
