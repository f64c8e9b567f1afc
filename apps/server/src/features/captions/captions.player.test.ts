import { describe, expect, it } from 'vitest'
import { CaptionPaths } from '@aula/contract/captions'
import { LessonPaths, OnlineCourseDetailAnswerSchema } from '@aula/contract/lessons'
import { now } from '#src/lib/clock.ts'
import { adminWriteHeaders, multipart } from '#test/admin.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const { db, categoryId, send, remove, createCourse, lessonRows } = await videoCourseAdminKit(t)

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nBenvenuti al corso\n'
const SRT = '1\n00:00:01,000 --> 00:00:02,500\nFirst line\n'

async function upload(id: number, language: string, text: string) {
  const body = await multipart({}, [
    {
      name: 'captions',
      filename: 'captions.srt',
      type: 'application/x-subrip',
      data: Buffer.from(text),
    },
  ])
  const res = await t.app.inject({
    method: 'PUT',
    url: CaptionPaths.captions(id, language),
    payload: body.payload,
    headers: { ...body.headers, ...(await adminWriteHeaders(t)) },
  })
  expect(res.statusCode, res.body).toBe(200)
}

const captionsOf = (lessonIds: number[]) =>
  db
    .selectFrom('lesson_caption')
    .select(['lesson_id', 'language'])
    .where('lesson_id', 'in', lessonIds)
    .execute()

const readCaptions = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const course = await createCourse()
const [first, second] = (await lessonRows(course.id)).map((row) => Number(row.id))
await upload(first!, 'it', VTT)
await upload(first!, 'en', SRT)
await upload(second!, 'en', VTT)

const buyer = await loginAs(t)
const stranger = await loginAs(t)
const admin = await loginAs(t, 'admin')
await db
  .insertInto('enrollment')
  .values({ user_id: buyer.id, online_course_id: course.id, created_at: now() })
  .execute()

describe('the player and its caption tracks', () => {
  it('lists each lesson’s tracks in the player answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: LessonPaths.onlineCourseDetail(course.title),
      headers: bearer(buyer.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    const { lessons } = OnlineCourseDetailAnswerSchema.parse(res.json()).onlinecourse
    expect(lessons.map((l) => l.captions)).toEqual([
      [
        { language: 'it', url: CaptionPaths.file(first!, 'it') },
        { language: 'en', url: CaptionPaths.file(first!, 'en') },
      ],
      [{ language: 'en', url: CaptionPaths.file(second!, 'en') }],
    ])
  })

  it('gives a buyer the WebVTT file, unchanged until its ETag says otherwise', async () => {
    const res = await readCaptions(CaptionPaths.file(first!, 'en'), bearer(buyer.token))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    // The SubRip upload arrives as WebVTT.
    expect(res.body).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nFirst line\n')
    const etag = res.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await readCaptions(CaptionPaths.file(first!, 'en'), {
      ...bearer(buyer.token),
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const italian = await readCaptions(CaptionPaths.file(first!, 'it'), {
      ...bearer(buyer.token),
      'if-none-match': etag,
    })
    expect(italian.statusCode).toBe(200)
    expect(italian.body).toBe(VTT)
  })

  it('reads the file with the session cookie a <track> sends, and lets an admin read it', async () => {
    const cookie = `${t.app.sessionCookie.name}=${buyer.token}`
    const byCookie = await readCaptions(CaptionPaths.file(second!, 'en'), { cookie })
    expect(byCookie.statusCode, byCookie.body).toBe(200)
    expect(byCookie.body).toBe(VTT)
    const byAdmin = await readCaptions(CaptionPaths.file(second!, 'en'), bearer(admin.token))
    expect(byAdmin.statusCode).toBe(200)
  })

  it('refuses a member who did not buy the course and a visitor', async () => {
    const res = await readCaptions(CaptionPaths.file(first!, 'it'), bearer(stranger.token))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
    expect(res.body).not.toContain('Benvenuti')
    const visitor = await readCaptions(CaptionPaths.file(first!, 'it'))
    expect(visitor.statusCode).toBe(401)
  })

  it('answers 404 for captions the lesson has not, or a lesson that does not exist', async () => {
    const none = await readCaptions(CaptionPaths.file(second!, 'it'), bearer(buyer.token))
    expect(none.statusCode).toBe(404)
    const missing = await readCaptions(CaptionPaths.file(987654, 'it'), bearer(admin.token))
    expect(missing.statusCode).toBe(404)
    const language = await readCaptions(CaptionPaths.file(first!, 'fr'), bearer(buyer.token))
    expect(language.statusCode).toBe(400)
  })
})

describe('captions go with their lesson', () => {
  it('when the course edit form drops the lesson', async () => {
    const edited = await createCourse()
    const [kept, dropped] = (await lessonRows(edited.id)).map((row) => Number(row.id))
    await upload(kept!, 'it', VTT)
    await upload(dropped!, 'it', VTT)
    await upload(dropped!, 'en', VTT)
    const res = await send(
      'PUT',
      {
        title: edited.title,
        newTitle: edited.title,
        author: '',
        category: String(categoryId),
        description: '<p>Descrizione</p>',
        price: '100',
        facilitatorPrice: '',
        affiliatePrice: '',
        directory: 'onlinecourses',
        existingVideos: String(kept),
      },
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await captionsOf([kept!, dropped!])).toEqual([{ lesson_id: kept, language: 'it' }])
  })

  it('when the course is deleted', async () => {
    const doomed = await createCourse()
    const ids = (await lessonRows(doomed.id)).map((row) => Number(row.id))
    for (const id of ids) await upload(id, 'it', VTT)
    expect(await captionsOf(ids)).toHaveLength(ids.length)
    const res = await remove({ title: doomed.title }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
    expect(await captionsOf(ids)).toEqual([])
  })
})
