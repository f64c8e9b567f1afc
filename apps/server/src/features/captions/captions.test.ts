import { describe, expect, it } from 'vitest'
import {
  CaptionLimits,
  CaptionMessages,
  CaptionPaths,
  CaptionsAnswerSchema,
} from '@aula/contract/captions'
import { AdminLessonsAnswerSchema } from '@aula/contract/online-courses'
import { adminWriteHeaders, auditRows, expectRefused, multipart } from '#test/admin.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const { db, callers, createCourse, lessonRows, adminLessons } = await videoCourseAdminKit(t)

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nBenvenuti al corso\n'
const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,500\r\nPrima riga\r\n\r\n2\r\n00:01:02,250 --> 00:01:04,000\r\nSeconda riga\r\n'

const course = await createCourse()
const [first, second] = (await lessonRows(course.id)).map((row) => Number(row.id))
const lessonId = first!
const otherLessonId = second!

const file = (data: Buffer | string, filename = 'sottotitoli.vtt', type = 'text/vtt') => ({
  name: 'captions',
  filename,
  type,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
})

async function upload(
  id: number,
  language: string,
  data: Buffer | string | null,
  headers?: Record<string, string>,
) {
  const body = await multipart({}, data === null ? [] : [file(data)])
  return t.app.inject({
    method: 'PUT',
    url: CaptionPaths.captions(id, language),
    payload: body.payload,
    headers: { ...body.headers, ...(headers ?? (await adminWriteHeaders(t))) },
  })
}

const removeCaptions = async (id: number, language: string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: CaptionPaths.captions(id, language),
    headers: headers ?? (await adminWriteHeaders(t)),
  })

const storedCaptions = () =>
  db
    .selectFrom('lesson_caption')
    .select(['lesson_id', 'language', 'vtt'])
    .orderBy('lesson_id')
    .orderBy('language')
    .execute()

const stored = async (id: number, language: 'it' | 'en') =>
  (await storedCaptions()).find((row) => Number(row.lesson_id) === id && row.language === language)
    ?.vtt

const contentVersion = () => db.selectFrom('content_version').selectAll().executeTakeFirst()

describe('PUT /api/admin/lesson/{id}/captions/{language}', () => {
  it('stores a WebVTT file as it is and answers the languages the lesson has', async () => {
    const versionBefore = await contentVersion()
    const res = await upload(lessonId, 'en', VTT)
    expect(res.statusCode, res.body).toBe(200)
    expect(CaptionsAnswerSchema.parse(res.json())).toEqual({ message: 'Success', captions: ['en'] })
    expect(await stored(lessonId, 'en')).toBe(VTT)
    expect(await auditRows(t, 'lesson_caption.update', lessonId)).toHaveLength(1)
    // Captions are only for buyers: nothing public changed.
    expect(await contentVersion()).toEqual(versionBefore)
  })

  it('turns a SubRip file into WebVTT and lists the languages in the site order', async () => {
    const res = await upload(lessonId, 'it', SRT)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', captions: ['it', 'en'] })
    expect(await stored(lessonId, 'it')).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nPrima riga\n\n2\n00:01:02.250 --> 00:01:04.000\nSeconda riga\n',
    )
  })

  it('replaces the captions of a language, keeping a header text and dropping a BOM', async () => {
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('WEBVTT\tCorso\n\n00:02.000 --> 00:04.000 align:start\nNuova riga\n'),
    ])
    const res = await upload(lessonId, 'it', bom)
    expect(res.statusCode, res.body).toBe(200)
    expect(await stored(lessonId, 'it')).toBe(
      'WEBVTT\tCorso\n\n00:02.000 --> 00:04.000 align:start\nNuova riga\n',
    )
    expect((await storedCaptions()).filter((r) => Number(r.lesson_id) === lessonId)).toHaveLength(2)
  })

  it('shows the languages in the admin lesson list', async () => {
    const admin = await loginAs(t, 'admin')
    const res = await adminLessons(course.title, bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    const lessons = AdminLessonsAnswerSchema.parse(res.json()).lessons
    expect(lessons.map((l) => [l.id, l.captions])).toEqual([
      [lessonId, ['it', 'en']],
      [otherLessonId, []],
    ])
  })

  it.each([
    ['no file', null, 400, CaptionMessages.missingFile],
    ['an empty file', '', 400, CaptionMessages.missingFile],
    [
      'a file past the limit',
      `WEBVTT\n\n${'a'.repeat(CaptionLimits.bytes)}`,
      413,
      CaptionMessages.tooLarge,
    ],
    [
      'a file that is not UTF-8',
      Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nPerch\xe9\n', 'latin1'),
      400,
      CaptionMessages.notUtf8,
    ],
    ['a WebVTT file without timed lines', 'WEBVTT\n\nSolo testo\n', 400, CaptionMessages.noCues],
    [
      'a WebVTT file with a broken timing',
      'WEBVTT\n\n00:01 -> 00:02\nTesto\n',
      400,
      CaptionMessages.noCues,
    ],
    [
      'a header run into other text',
      'WEBVTTX\n\n00:01.000 --> 00:02.000\nTesto\n',
      415,
      CaptionMessages.notCaptions,
    ],
    ['plain text', 'Ciao a tutti\ncome state?\n', 415, CaptionMessages.notCaptions],
    [
      'a PNG picture',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
      CaptionMessages.notCaptions,
    ],
  ])('refuses %s with its message and stores nothing', async (_what, data, status, message) => {
    const before = await storedCaptions()
    const res = await upload(otherLessonId, 'it', data)
    expect(res.statusCode, res.body).toBe(status)
    const body = res.json()
    if (status === 400) expect(body.errors).toEqual([{ path: 'captions', message }])
    else expect(body.message).toBe(message)
    expect(await storedCaptions()).toEqual(before)
  })

  it('answers 404 for a lesson that does not exist and 400 for a language the site has not', async () => {
    const missing = await upload(987654, 'it', VTT)
    expect(missing.statusCode, missing.body).toBe(404)
    const wrong = await upload(lessonId, 'de', VTT)
    expect(wrong.statusCode, wrong.body).toBe(400)
    expect(await stored(lessonId, 'it')).toContain('Nuova riga')
  })

  it('is refused to everyone but an admin with a private token', async () => {
    const before = await storedCaptions()
    for (const caller of callers) {
      expectRefused(await upload(otherLessonId, 'en', VTT, caller.headers), caller.status)
      expectRefused(await removeCaptions(lessonId, 'en', caller.headers), caller.status)
    }
    expect(await storedCaptions()).toEqual(before)
  })
})

describe('DELETE /api/admin/lesson/{id}/captions/{language}', () => {
  it('removes one language and answers what is left', async () => {
    const res = await removeCaptions(lessonId, 'en')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', captions: ['it'] })
    expect(await stored(lessonId, 'en')).toBeUndefined()
    expect(await stored(lessonId, 'it')).toBeDefined()
    expect(await auditRows(t, 'lesson_caption.delete', lessonId)).toHaveLength(1)
  })

  it('answers 404 when the lesson has no captions in that language', async () => {
    const res = await removeCaptions(lessonId, 'en')
    expect(res.statusCode, res.body).toBe(404)
    expect((await removeCaptions(987654, 'it')).statusCode).toBe(404)
    expect(await auditRows(t, 'lesson_caption.delete', lessonId)).toHaveLength(1)
  })
})
