import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { CourseWriteAnswerSchema } from '@aula/contract/courses'
import { OnlineCourseWriteAnswerSchema } from '@aula/contract/online-courses'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'
import { tusClient } from '#test/fixtures/uploads.ts'

/*
 * The admin forms name finished uploads in their video fields (lib/uploads.ts): a refused
 * form gives its uploads back for the next try, a saved one uses them up, and an unfinished,
 * foreign or non-video upload is refused on its field with nothing stored.
 */

const t = await buildTestApp()
const kit = await videoCourseAdminKit(t)
const courses = await courseAdminKit(t)
const tus = await tusClient(t)
const sha = (bytes: Buffer) => crypto.hash('sha256', bytes)
const uploadsOf = async (id: string) =>
  (await kit.storage.list('uploads/')).filter((key) => key.includes(id))

describe('a video course form naming uploads', () => {
  it('gives the uploads back when refused, so the form can be sent again as it is', async () => {
    const auth = await adminWriteHeaders(t)
    const preview = await tus.upload(auth, kit.PREVIEW)
    const lesson = await tus.upload(auth, kit.LESSON_B)
    const taken = (await kit.createCourse([kit.LESSON_A])).title
    const lists = { video: [preview], videos: [lesson] }

    const refused = await kit.send('POST', kit.createFields(taken), [kit.cover()], auth, lists)
    expect(refused.statusCode).toBe(409)

    const res = await kit.send('POST', kit.createFields(), [kit.cover()], auth, lists)
    expect(res.statusCode, res.body).toBe(200)
    const course = OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
    const [stored] = await kit.lessonRows(course.id)
    expect(sha(await kit.storage.get(stored!.storage_key))).toBe(sha(kit.LESSON_B))
    expect(stored!.duration_seconds).toBeGreaterThan(0)

    // Used up: the same ids name nothing any more.
    const again = await kit.send('POST', kit.createFields(), [kit.cover()], auth, lists)
    expect(again.statusCode).toBe(400)
    expect(again.json().errors).toEqual([{ path: 'video.0', message: FileMessages.uploadMissing }])
    expect(await uploadsOf(lesson)).toEqual([])
  })

  it('refuses an upload not finished yet, stores nothing and lets it go on', async () => {
    const auth = await adminWriteHeaders(t)
    const { location, id } = await tus.create(auth, kit.LESSON_C.length)
    await tus.patch(auth, location, 0, kit.LESSON_C.subarray(0, 1000))
    await kit.expectNothingStored(async () => {
      const res = await kit.send('POST', kit.createFields(), [kit.cover(), kit.preview()], auth, {
        videos: [id],
      })
      expect(res.json().errors).toEqual([
        { path: 'videos.0', message: FileMessages.uploadIncomplete },
      ])
      return res
    }, 400)
    const rest = await tus.patch(auth, location, 1000, kit.LESSON_C.subarray(1000))
    expect(rest.status).toBe(204)
  })

  it('refuses an upload that is not a video on its own field, after the ones before it', async () => {
    const auth = await adminWriteHeaders(t)
    const good = await tus.upload(auth, kit.LESSON_A)
    const text = await tus.upload(auth, Buffer.from('not a video at all, just some words'), {
      filename: 'notes.mp4',
      filetype: 'video/mp4',
    })
    await kit.expectNothingStored(async () => {
      const res = await kit.send('POST', kit.createFields(), [kit.cover(), kit.preview()], auth, {
        videos: [good, text],
      })
      expect(res.json().errors).toEqual([{ path: 'videos.1', message: FileMessages.videoType }])
      return res
    }, 400)
    // The good one was given back: another form may still use it.
    expect((await uploadsOf(good)).length).toBeGreaterThan(0)
  })

  it('takes uploads and files together, in the order the form lists them', async () => {
    const auth = await adminWriteHeaders(t)
    const uploaded = await tus.upload(auth, kit.LESSON_C)
    const res = await kit.send(
      'POST',
      kit.createFields(),
      [kit.cover(), kit.preview(), kit.lesson(kit.LESSON_A, 'a.mp4')],
      auth,
      { videos: [uploaded], lessonTitles: ['Dal caricamento', 'Dal modulo'] },
    )
    expect(res.statusCode, res.body).toBe(200)
    const course = OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
    const lessons = await kit.lessonRows(course.id)
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Dal caricamento', 'Dal modulo'])
    expect(sha(await kit.storage.get(lessons[0]!.storage_key))).toBe(sha(kit.LESSON_C))
    expect(sha(await kit.storage.get(lessons[1]!.storage_key))).toBe(sha(kit.LESSON_A))
  })
})

describe('a course form naming an upload', () => {
  it('shows the uploaded video on the course page', async () => {
    const auth = await adminWriteHeaders(t)
    const id = await tus.upload(auth, courses.clip)
    const title = courses.uniqueTitle('Corso con video caricato')
    const res = await courses.form(
      'POST',
      courses.fieldsOf(title, { videos: id }),
      [courses.cover()],
      auth,
    )
    expect(res.statusCode, res.body).toBe(200)
    const course = CourseWriteAnswerSchema.parse(res.json()).course
    const [url] = course.fileUrl.split(',')
    expect(url).toMatch(/^\/media\/videos\/.+\.mp4$/)
    const served = await t.app.inject({ method: 'GET', url: url! })
    expect(served.statusCode).toBe(200)
    expect(sha(served.rawPayload)).toBe(sha(courses.clip))
  })
})

describe('uploads nobody uses', () => {
  it('are removed once they have stood untouched for the time they are kept', async () => {
    const auth = await adminWriteHeaders(t)
    const { location, id } = await tus.create(auth, 5000)
    await tus.patch(auth, location, 0, crypto.randomBytes(2000))
    expect(await t.app.uploads.sweep()).toBe(0)
    expect(await tus.offsetOf(auth, location)).toBe(2000)

    expect(await t.app.uploads.sweep(0)).toBeGreaterThanOrEqual(1)
    expect((await tus.call('HEAD', location, auth)).status).toBe(404)
    expect(await uploadsOf(id)).toEqual([])
  })
})
