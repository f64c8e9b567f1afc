import type { LightMyRequestResponse } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { AdminFileLimits, FileMessages, FormMessages } from '@aula/contract/admin-forms'
import {
  AdminLessonsAnswerSchema,
  OnlineCourseAnswerSchema,
  OnlineCourseLimits,
  OnlineCourseMessages,
  OnlineCoursePaths,
  OnlineCourseWriteAnswerSchema,
  OnlineCourseWritePaths,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import { now } from '#src/db/connect.ts'
import { findSeedAssets } from '#src/db/seed/seed.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  multipart,
  refusedCallers,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

const t = await buildTestApp()
const { db, storage } = t.deps
const callers = await refusedCallers(t)

// --- fixtures ---------------------------------------------------------------------------

const clipsDir = path.join(findSeedAssets(), 'videos')
const clip = (name: string) => fs.readFileSync(path.join(clipsDir, `${name}.mp4`))
const PREVIEW = clip('napoletana-anteprima')
const LESSON_A = clip('lievitazione-1')
const LESSON_B = clip('teglia-2')
const LESSON_C = clip('napoletana-3')

const png = await sharp({
  create: { width: 640, height: 360, channels: 3, background: '#C8442B' },
})
  .png()
  .toBuffer()
/** An ELF program: what an executable renamed to .jpg or .mp4 looks like inside. */
const elf = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(8192, 0x90),
])

const cover = (data: Buffer = png, type = 'image/png', filename = 'copertina.png'): UploadFile => ({
  name: 'coverImage',
  filename,
  type,
  data,
})
const preview = (data: Buffer = PREVIEW, filename = 'anteprima.mp4'): UploadFile => ({
  name: 'video',
  filename,
  type: 'video/mp4',
  data,
})
const lesson = (data: Buffer, filename = 'lezione.mp4', type = 'video/mp4'): UploadFile => ({
  name: 'videos',
  filename,
  type,
  data,
})

let counter = 0
const uniqueTitle = (prefix = 'Videocorso') => `${prefix} ${Date.now().toString(36)} ${++counter}`

const member = await db
  .insertInto('member')
  .values({
    name: 'Gino',
    surname: 'Sorbillo',
    email: 'gino@example.com',
    phone_number: '+39 081 000000',
    website: 'https://example.com',
    description: 'Pizzaiolo',
    language: 'it',
    session: 'Napoli',
    photo_id: null,
    created_at: now(),
  })
  .returning('id')
  .executeTakeFirstOrThrow()
const topic = await db
  .insertInto('topic')
  .values({
    title: 'Impasti',
    title_key: titleKey('Impasti'),
    description: 'Tutto sugli impasti',
    image_id: null,
    created_at: now(),
  })
  .returning('id')
  .executeTakeFirstOrThrow()
const authorId = Number(member.id)
const categoryId = Number(topic.id)

/** The text fields of a complete POST, as the admin form sends them. */
const createFields = (title = uniqueTitle(), extra: Record<string, string> = {}) => ({
  title,
  author: String(authorId),
  category: String(categoryId),
  intro: 'Impara a casa',
  description: '<p>Il corso <strong>completo</strong></p>',
  price: '99,90',
  directory: 'onlinecourses',
  facilitatorprice: '30',
  affiliateprice: '10.5',
  ...extra,
})

/** A multipart body; `rawFields` may repeat a name (lessonTitles) and come in any order. */
async function send(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
  lists: Record<string, string[]> = {},
) {
  const body = await multipartWithLists(fields, files, lists)
  return t.app.inject({
    method,
    url: OnlineCourseWritePaths.onlineCourse,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

async function multipartWithLists(
  fields: Record<string, string>,
  files: UploadFile[],
  lists: Record<string, string[]>,
) {
  if (!Object.keys(lists).length) return multipart(fields, files)
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, values] of Object.entries(lists)) {
    for (const value of values) form.append(name, value)
  }
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.filename,
    )
  }
  const response = new Response(form)
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  }
}

const remove = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: OnlineCourseWritePaths.onlineCourse,
    payload: payload as object,
    headers,
  })

const publicGet = (title: string) =>
  t.app.inject({ method: 'GET', url: OnlineCoursePaths.onlineCourse(title) })

const adminLessons = (title: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: OnlineCourseWritePaths.lessons(title), headers })

/** Creates a complete video course through the API, with the given lessons. */
async function createCourse(
  lessons: Buffer[] = [LESSON_A, LESSON_B],
  titles: string[] = [],
  title = uniqueTitle(),
): Promise<OnlineCourse> {
  const res = await send(
    'POST',
    createFields(title),
    [cover(), preview(), ...lessons.map((data, i) => lesson(data, `lezione-${i + 1}.mp4`))],
    await adminWriteHeaders(t),
    titles.length ? { lessonTitles: titles } : {},
  )
  expect(res.statusCode, res.body).toBe(200)
  return OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
}

const courseRow = (id: number) =>
  db.selectFrom('online_course').selectAll().where('id', '=', id).executeTakeFirst()

const lessonRows = (courseId: number) =>
  db
    .selectFrom('lesson')
    .innerJoin('asset', 'asset.id', 'lesson.video_id')
    .select([
      'lesson.id',
      'lesson.position',
      'lesson.title',
      'lesson.video_id',
      'lesson.duration_seconds',
      'asset.storage_key',
    ])
    .where('lesson.online_course_id', '=', courseId)
    .orderBy('lesson.position')
    .execute()

const assetRow = (id: string) =>
  db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst()

const storedFiles = () => storedFilesOf(t)
const fileOf = (key: string) => path.join(path.dirname(storage.publicRoot), key)

const TABLES = ['online_course', 'lesson', 'asset'] as const

const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
  expectNothingStoredIn(t, TABLES, run, status)

// --- tests ------------------------------------------------------------------------------

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

describe('POST /api/onlinecourse/', () => {
  it('stores the course, its cover, preview and lessons, and the public page shows it', async () => {
    const title = uniqueTitle('Pizza napoletana')
    const headers = await adminWriteHeaders(t)
    const res = await send(
      'POST',
      createFields(`  ${title} `, {
        description:
          '<p onclick="steal()">Il corso <strong>completo</strong></p><script>alert(1)</script>',
      }),
      [cover(), preview(), lesson(LESSON_A, 'a.mp4'), lesson(LESSON_B, 'b.mp4')],
      headers,
      { lessonTitles: ['  Impasto diretto ', ''] },
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = OnlineCourseWriteAnswerSchema.parse(res.json())
    expect(answer.message).toBe('Success')
    const course = answer.onlinecourse
    expect(course).toMatchObject({
      title,
      author: 'Gino Sorbillo',
      authorId,
      category: 'Impasti',
      categoryId,
      intro: 'Impara a casa',
      description: '<p>Il corso <strong>completo</strong></p>',
      price: 99.9,
      facilitatorPrice: 30,
      affiliatePrice: 10.5,
      fileUrl: '',
      lessonCount: 2,
      date: new Date().toISOString().slice(0, 10),
    })
    expect(course.immagineCopertina).toBe(course.images.cover!.url)
    expect(course.immagineCopertina).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(course.mainVideo).toMatch(/^\/media\/videos\/.+\.mp4$/)

    const fetched = await publicGet(title)
    expect(fetched.statusCode).toBe(200)
    const { onlinecourse } = OnlineCourseAnswerSchema.parse(fetched.json())
    const { curriculum, ...shown } = onlinecourse
    expect(shown).toEqual({ ...course, purchased: false })
    // Lessons are private: the public page lists their titles, never their files.
    expect(curriculum.map((l) => [l.index, l.title])).toEqual([
      [0, 'Impasto diretto'],
      [1, 'Lezione 2'],
    ])
    expect(fetched.body).not.toMatch(/private|lessons\//)

    const row = await courseRow(course.id)
    expect(row).toMatchObject({
      title,
      title_key: titleKey(title),
      price_cents: 9_990,
      facilitator_price_cents: 3_000,
      affiliate_price_cents: 1_050,
      description: '<p>Il corso <strong>completo</strong></p>',
    })
    const lessons = await lessonRows(course.id)
    expect(lessons.map((l) => [l.position, l.title])).toEqual([
      [0, 'Impasto diretto'],
      [1, 'Lezione 2'],
    ])
    for (const l of lessons) {
      expect(l.storage_key).toMatch(/^private\/lessons\/.+\.mp4$/)
      expect(Number(l.duration_seconds)).toBeGreaterThan(0)
    }
    const previewFile = await t.app.inject({
      method: 'GET',
      url: course.mainVideo,
      headers: { range: 'bytes=0-99' },
    })
    expect(previewFile.statusCode).toBe(206)

    const listed = await adminLessons(title, bearer((await loginAs(t, 'admin')).token))
    expect(AdminLessonsAnswerSchema.parse(listed.json()).lessons).toEqual([
      {
        id: Number(lessons[0]!.id),
        index: 0,
        title: 'Impasto diretto',
        durationSeconds: Number(lessons[0]!.duration_seconds),
      },
      {
        id: Number(lessons[1]!.id),
        index: 1,
        title: 'Lezione 2',
        durationSeconds: Number(lessons[1]!.duration_seconds),
      },
    ])

    const audit = await auditRows(t, 'online_course.create', course.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'online_course' })
  })

  it('streams each lesson to private storage byte for byte', async () => {
    const course = await createCourse([LESSON_C, LESSON_A])
    const lessons = await lessonRows(course.id)
    expect(lessons).toHaveLength(2)
    expect(fs.readFileSync(fileOf(lessons[0]!.storage_key)).equals(LESSON_C)).toBe(true)
    expect(fs.readFileSync(fileOf(lessons[1]!.storage_key)).equals(LESSON_A)).toBe(true)
    // Outside the public root: no /media URL reaches them.
    for (const l of lessons) {
      expect(fileOf(l.storage_key).startsWith(storage.publicRoot + path.sep)).toBe(false)
    }
    const row = await courseRow(course.id)
    const main = await assetRow(row!.main_video_id!)
    expect(fs.readFileSync(fileOf(main!.storage_key)).equals(PREVIEW)).toBe(true)
  })

  it('accepts a course without lessons, trainer, topic or optional prices', async () => {
    const res = await send(
      'POST',
      { title: uniqueTitle(), intro: 'I', description: '<p>D</p>', price: '0' },
      [cover(), preview()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().onlinecourse).toMatchObject({
      author: '',
      authorId: null,
      category: '',
      categoryId: null,
      price: 0,
      facilitatorPrice: null,
      affiliatePrice: null,
      lessonCount: 0,
    })
  })

  it('a title already taken, in any case or with hyphens for spaces, is a 409', async () => {
    const course = await createCourse([])
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(course.title.toUpperCase().replace(/ /g, '-')),
          [cover(), preview(), lesson(LESSON_A)],
          headers,
        ),
      409,
    )
    expect(res.json()).toEqual({ message: OnlineCourseMessages.duplicate })
  })

  it('without a cover or a main video is a 400 naming each, and the lessons sent are dropped', async () => {
    const headers = await adminWriteHeaders(t)
    const noCover = await expectNothingStored(
      () => send('POST', createFields(), [preview(), lesson(LESSON_A)], headers),
      400,
    )
    expect(noCover.json().errors).toEqual([
      { path: 'coverImage', message: OnlineCourseMessages.coverRequired },
    ])
    const noVideo = await expectNothingStored(
      () => send('POST', createFields(), [cover(), lesson(LESSON_A)], headers),
      400,
    )
    expect(noVideo.json().errors).toEqual([
      { path: 'video', message: OnlineCourseMessages.mainVideoRequired },
    ])
    // An empty file input counts as none.
    const empty = await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(),
          [cover(Buffer.alloc(0), 'application/octet-stream', ''), preview(Buffer.alloc(0), '')],
          headers,
        ),
      400,
    )
    expect(empty.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'coverImage',
      'video',
    ])
  })

  it('an unknown trainer or topic is a 400 on that field', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(uniqueTitle(), { author: '999999', category: '888888' }),
          [cover(), preview(), lesson(LESSON_A)],
          headers,
        ),
      400,
    )
    expect(res.json().errors).toEqual([
      { path: 'author', message: OnlineCourseMessages.unknownAuthor },
      { path: 'category', message: OnlineCourseMessages.unknownCategory },
    ])
  })

  const badFields: [string, Record<string, string>, string][] = [
    ['without title', { title: '' }, 'title'],
    ['with a blank title', { title: '   ' }, 'title'],
    ['with an over-long title', { title: 't'.repeat(OnlineCourseLimits.title + 1) }, 'title'],
    ['without intro', { intro: '' }, 'intro'],
    ['with an over-long intro', { intro: 'i'.repeat(OnlineCourseLimits.intro + 1) }, 'intro'],
    ['without description', { description: '' }, 'description'],
    [
      'with a description that is only a script',
      { description: '<script>x</script>' },
      'description',
    ],
    ['without price', { price: '' }, 'price'],
    ['with a price in words', { price: 'cento euro' }, 'price'],
    ['with a negative price', { price: '-5' }, 'price'],
    ['with a text author', { author: 'Gino' }, 'author'],
    ['with a zero category', { category: '0' }, 'category'],
    ['with a deposit above the price', { price: '50', facilitatorprice: '60' }, 'facilitatorprice'],
    ['with a commission above the price', { price: '50', affiliateprice: '51' }, 'affiliateprice'],
  ]
  for (const [name, override, field] of badFields) {
    it(`${name} is a 400 naming ${field}`, async () => {
      const headers = await adminWriteHeaders(t)
      const fields = { ...createFields(), ...override }
      const res = await expectNothingStored(
        () => send('POST', fields, [cover(), preview(), lesson(LESSON_A)], headers),
        400,
      )
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field)
    })
  }

  it('titles for lessons that were not sent are a 400', async () => {
    const refused = await expectNothingStored(
      async () =>
        send(
          'POST',
          createFields(),
          [cover(), preview(), lesson(LESSON_A)],
          await adminWriteHeaders(t),
          { lessonTitles: ['Prima', 'Seconda'] },
        ),
      400,
    )
    expect(refused.json().errors).toEqual([
      { path: 'lessonTitles', message: OnlineCourseMessages.tooManyLessonTitles },
    ])
  })

  it('a lesson title over the limit is a 400 naming it', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        send('POST', createFields(), [cover(), preview(), lesson(LESSON_A)], headers, {
          lessonTitles: ['l'.repeat(OnlineCourseLimits.lessonTitle + 1)],
        }),
      400,
    )
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['lessonTitles.0'])
  })

  it('names every blank or absent required field', async () => {
    const headers = await adminWriteHeaders(t)
    const blank = await expectNothingStored(
      () =>
        send(
          'POST',
          { title: ' ', intro: '', description: ' ', price: '' },
          [cover(), preview()],
          headers,
        ),
      400,
    )
    const errors = blank.json().errors as { path: string; message: string }[]
    for (const field of ['title', 'intro', 'description', 'price']) {
      expect(errors).toContainEqual({ path: field, message: FormMessages.required })
    }
    const absent = await expectNothingStored(() => send('POST', {}, [], headers), 400)
    expect(absent.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'title',
      'description',
      'price',
      'intro',
      'coverImage',
      'video',
    ])
  })
})

describe('a refused upload leaves no file, public or private', () => {
  it('a bad cover sent after the videos is a 415 and the streamed videos are removed', async () => {
    const headers = await adminWriteHeaders(t)
    const text = Buffer.from('non è una copertina\n'.repeat(100))
    await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(),
          [preview(), lesson(LESSON_A), lesson(LESSON_B), cover(text, 'image/png', 'c.png')],
          headers,
        ),
      415,
    )
  })

  it('an executable renamed .jpg as the cover is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(),
          [preview(), lesson(LESSON_A), cover(elf, 'image/jpeg', 'foto.jpg')],
          headers,
        ),
      415,
    )
    expect(res.json()).toEqual({ message: FileMessages.imageType })
  })

  it('an executable or a picture as a lesson video is a 415, after another lesson was stored', async () => {
    const headers = await adminWriteHeaders(t)
    for (const bad of [lesson(elf, 'lezione.mp4'), lesson(png, 'lezione.mp4')]) {
      const res = await expectNothingStored(
        () => send('POST', createFields(), [cover(), preview(), lesson(LESSON_A), bad], headers),
        415,
      )
      expect(res.json()).toEqual({ message: FileMessages.videoType })
    }
  })

  it('a text file as the main video is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        send(
          'POST',
          createFields(),
          [cover(), preview(Buffer.from('ciao\n'.repeat(2000)), 'anteprima.mp4')],
          headers,
        ),
      415,
    )
  })

  it('a cover over 10 MB is a 413', async () => {
    const headers = await adminWriteHeaders(t)
    const big = Buffer.concat([png, Buffer.alloc(AdminFileLimits.imageBytes + 1)])
    const res = await expectNothingStored(
      () => send('POST', createFields(), [preview(), lesson(LESSON_A), cover(big)], headers),
      413,
    )
    expect(res.json()).toEqual({ message: FileMessages.imageTooLarge })
  })

  it('two covers, two main videos or more lessons than allowed are a 400', async () => {
    const headers = await adminWriteHeaders(t)
    for (const files of [
      [cover(), cover(), preview()],
      [cover(), preview(), preview()],
    ]) {
      const res = await expectNothingStored(() => send('POST', createFields(), files, headers), 400)
      expect(res.json()).toEqual({ message: FileMessages.tooManyFiles })
    }
    const tooMany = Array.from({ length: AdminFileLimits.lessons + 1 }, () => lesson(LESSON_A))
    await expectNothingStored(
      () => send('POST', createFields(), [cover(), preview(), ...tooMany], headers),
      400,
    )
  })

  it('JSON instead of multipart is a 415; a body cut off after the videos is a 400', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: OnlineCourseWritePaths.onlineCourse,
          payload: createFields(),
          headers,
        }),
      415,
    )
    const body = await multipart(createFields(), [preview(), lesson(LESSON_A), cover()])
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: OnlineCourseWritePaths.onlineCourse,
          payload: body.payload.subarray(0, body.payload.length - 2000),
          headers: { ...headers, ...body.headers },
        }),
      400,
    )
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: OnlineCourseWritePaths.onlineCourse,
          payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
        }),
      400,
    )
  })
})

describe('PUT /api/onlinecourse/', () => {
  it('renames, reorders and drops lessons, appends new ones and removes the dropped files', async () => {
    const course = await createCourse([LESSON_A, LESSON_B, LESSON_C], ['Uno', 'Due', 'Tre'])
    const [one, two, three] = await lessonRows(course.id)
    const student = await loginAs(t)
    await db
      .insertInto('lesson_progress')
      .values(
        [one!, two!].map((l) => ({
          user_id: student.id,
          lesson_id: Number(l.id),
          position_seconds: 3,
          completed: 0 as const,
          updated_at: now(),
        })),
      )
      .execute()
    const newTitle = uniqueTitle('Rinominato')
    const res = await send(
      'PUT',
      {
        title: course.title.toLowerCase(),
        newTitle,
        author: '',
        category: String(categoryId),
        description: '<p>Nuova descrizione</p>',
        price: '120',
        facilitatorPrice: '40',
        affiliatePrice: '',
        directory: 'onlinecourses',
        existingVideos: `${three!.id},${one!.id}`,
      },
      [lesson(LESSON_B, 'nuova.mp4'), lesson(LESSON_A, 'altra.mp4')],
      await adminWriteHeaders(t),
      { lessonTitles: ['Cottura'] },
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
    expect(updated).toMatchObject({
      id: course.id,
      title: newTitle,
      // No intro in the form: the old one stays.
      intro: course.intro,
      author: '',
      authorId: null,
      description: '<p>Nuova descrizione</p>',
      price: 120,
      facilitatorPrice: 40,
      affiliatePrice: null,
      lessonCount: 4,
      immagineCopertina: course.immagineCopertina,
      mainVideo: course.mainVideo,
      date: course.date,
    })
    expect((await publicGet(course.title)).statusCode).toBe(404)
    const fetched = OnlineCourseAnswerSchema.parse((await publicGet(newTitle)).json())
    const { curriculum, ...shown } = fetched.onlinecourse
    expect(shown).toEqual({ ...updated, purchased: false })
    expect(curriculum.map((l) => l.title)).toEqual(['Tre', 'Uno', 'Cottura', 'Lezione 4'])

    const listed = AdminLessonsAnswerSchema.parse(
      (await adminLessons(newTitle, bearer((await loginAs(t, 'admin')).token))).json(),
    ).lessons
    expect(listed.map((l) => [l.index, l.title])).toEqual([
      [0, 'Tre'],
      [1, 'Uno'],
      [2, 'Cottura'],
      [3, 'Lezione 4'],
    ])
    expect(listed.slice(0, 2).map((l) => l.id)).toEqual([Number(three!.id), Number(one!.id)])
    const lessons = await lessonRows(course.id)
    expect(fs.readFileSync(fileOf(lessons[2]!.storage_key)).equals(LESSON_B)).toBe(true)

    // The dropped lesson is gone with its row, its file and everyone's progress on it.
    expect(await assetRow(two!.video_id)).toBeUndefined()
    expect(fs.existsSync(fileOf(two!.storage_key))).toBe(false)
    const progress = await db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('user_id', '=', student.id)
      .execute()
    expect(progress.map((p) => Number(p.lesson_id))).toEqual([Number(one!.id)])

    const audit = await auditRows(t, 'online_course.update', course.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      from: course.title,
      to: newTitle,
      lessonsAdded: 2,
      lessonsRemoved: 1,
    })
  })

  it('renames and reorders the lessons that stay without uploading them again', async () => {
    const course = await createCourse([LESSON_A, LESSON_B, LESSON_C], ['Uno', 'Due', 'Tre'])
    const [one, two, three] = await lessonRows(course.id)
    const headers = await adminWriteHeaders(t)
    const fields = { title: course.title, description: '<p>D</p>', price: '10' }
    const res = await send(
      'PUT',
      { ...fields, existingVideos: `${three!.id},${one!.id},${two!.id}` },
      [],
      headers,
      { existingLessonTitles: ['  La cottura ', 'Uno', "L'impasto"] },
    )
    expect(res.statusCode, res.body).toBe(200)
    const after = await lessonRows(course.id)
    expect(after.map((l) => [l.id, l.position, l.title, l.video_id])).toEqual([
      [three!.id, 0, 'La cottura', three!.video_id],
      [one!.id, 1, 'Uno', one!.video_id],
      [two!.id, 2, "L'impasto", two!.video_id],
    ])
    // Every file is still there: nothing was uploaded again or dropped.
    for (const l of [one!, two!, three!]) expect(fs.existsSync(fileOf(l.storage_key))).toBe(true)

    // A visitor sees the new names in the new order; the admin's edit form too.
    const visitor = OnlineCourseAnswerSchema.parse((await publicGet(course.title)).json())
    expect(visitor.onlinecourse.curriculum).toEqual([
      { index: 0, title: 'La cottura', durationSeconds: Number(three!.duration_seconds) },
      { index: 1, title: 'Uno', durationSeconds: Number(one!.duration_seconds) },
      { index: 2, title: "L'impasto", durationSeconds: Number(two!.duration_seconds) },
    ])
    const listed = AdminLessonsAnswerSchema.parse(
      (await adminLessons(course.title, bearer((await loginAs(t, 'admin')).token))).json(),
    ).lessons
    expect(listed.map((l) => l.title)).toEqual(['La cottura', 'Uno', "L'impasto"])

    const audit = await auditRows(t, 'online_course.update', course.id)
    expect(JSON.parse(audit.at(-1)!.detail!)).toEqual({
      lessonsAdded: 0,
      lessonsRemoved: 0,
      lessonsRenamed: 2,
    })

    // Without existingVideos the titles follow the course's order; new lessons follow.
    const again = await send('PUT', fields, [lesson(LESSON_A, 'farcitura.mp4')], headers, {
      existingLessonTitles: ['Cottura', 'Uno', 'Impasto'],
      lessonTitles: ['Farcitura'],
    })
    expect(again.statusCode, again.body).toBe(200)
    expect((await lessonRows(course.id)).map((l) => l.title)).toEqual([
      'Cottura',
      'Uno',
      'Impasto',
      'Farcitura',
    ])
  })

  it('refuses an order or titles that do not fit the lessons, with a clear 400', async () => {
    const course = await createCourse([LESSON_A, LESSON_B], ['Uno', 'Due'])
    const [one, two] = await lessonRows(course.id)
    const headers = await adminWriteHeaders(t)
    const fields = { title: course.title, description: '<p>D</p>', price: '10' }
    const order = `${two!.id},${one!.id}`
    const cases: [
      Record<string, string>,
      Record<string, string[]>,
      UploadFile[],
      string,
      string,
    ][] = [
      [
        { ...fields, existingVideos: `${one!.id},${one!.id}` },
        {},
        [],
        'existingVideos',
        OnlineCourseMessages.repeatedLesson,
      ],
      [
        { ...fields, existingVideos: `${one!.id},${two!.id},${one!.id}` },
        { existingLessonTitles: ['A', 'B', 'C'] },
        [],
        'existingVideos',
        OnlineCourseMessages.repeatedLesson,
      ],
      [
        { ...fields, existingVideos: order },
        { existingLessonTitles: ['Solo una'] },
        [lesson(LESSON_C)],
        'existingLessonTitles',
        OnlineCourseMessages.existingTitlesCount,
      ],
      [
        fields,
        { existingLessonTitles: ['A', 'B', 'C'] },
        [],
        'existingLessonTitles',
        OnlineCourseMessages.existingTitlesCount,
      ],
      [
        { ...fields, existingVideos: order },
        { existingLessonTitles: ['Due', '   '] },
        [],
        'existingLessonTitles.1',
        OnlineCourseMessages.lessonTitleRequired,
      ],
      [
        { ...fields, existingVideos: order },
        { existingLessonTitles: ['l'.repeat(OnlineCourseLimits.lessonTitle + 1), 'Uno'] },
        [],
        'existingLessonTitles.0',
        OnlineCourseMessages.lessonTitleTooLong,
      ],
      [
        fields,
        { lessonTitles: ['Nuova', 'Senza video'] },
        [lesson(LESSON_C)],
        'lessonTitles',
        OnlineCourseMessages.tooManyLessonTitles,
      ],
    ]
    for (const [body, lists, files, path, message] of cases) {
      const res = await expectNothingStored(() => send('PUT', body, files, headers, lists), 400)
      expect(res.json().errors, JSON.stringify(lists)).toContainEqual({ path, message })
      expect(res.json().message).toMatch(message)
    }
    const lessons = await lessonRows(course.id)
    expect(lessons.map((l) => [l.id, l.title])).toEqual([
      [one!.id, 'Uno'],
      [two!.id, 'Due'],
    ])
  })

  it('without existingVideos keeps every lesson; an empty one drops them all', async () => {
    const course = await createCourse([LESSON_A, LESSON_B])
    const before = await lessonRows(course.id)
    const headers = await adminWriteHeaders(t)
    const fields = { title: course.title, description: '<p>D</p>', price: '10', intro: 'Nuova' }
    const kept = await send('PUT', fields, [lesson(LESSON_C)], headers)
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().onlinecourse).toMatchObject({ lessonCount: 3, intro: 'Nuova' })
    const after = await lessonRows(course.id)
    expect(after.slice(0, 2).map((l) => l.id)).toEqual(before.map((l) => l.id))
    expect(after[2]!.title).toBe('Lezione 3')

    const emptied = await send('PUT', { ...fields, existingVideos: '' }, [], headers)
    expect(emptied.statusCode, emptied.body).toBe(200)
    expect(emptied.json().onlinecourse.lessonCount).toBe(0)
    expect(await lessonRows(course.id)).toEqual([])
    for (const l of after) {
      expect(await assetRow(l.video_id)).toBeUndefined()
      expect(fs.existsSync(fileOf(l.storage_key))).toBe(false)
    }
  })

  it('a new cover and main video replace the old ones, whose files are removed', async () => {
    const course = await createCourse([LESSON_A])
    const old = (await courseRow(course.id))!
    const oldCover = (await assetRow(old.cover_id!))!
    const oldVideo = (await assetRow(old.main_video_id!))!
    const green = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#11AA33' },
    })
      .jpeg()
      .toBuffer()
    const res = await send(
      'PUT',
      { title: course.title, description: '<p>D</p>', price: '10' },
      [cover(green, 'image/jpeg', 'nuova.jpg'), preview(clip('teglia-anteprima'))],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().onlinecourse as OnlineCourse
    expect(updated.immagineCopertina).not.toBe(course.immagineCopertina)
    expect(updated.mainVideo).not.toBe(course.mainVideo)
    expect(updated.lessonCount).toBe(1)
    expect(await assetRow(oldCover.id)).toBeUndefined()
    expect(await assetRow(oldVideo.id)).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(oldCover.id) || f.includes(oldVideo.id))).toEqual(
      [],
    )
    const now = (await courseRow(course.id))!
    expect(storedFiles().some((f) => f.includes(now.cover_id!))).toBe(true)
    expect(fs.readFileSync(fileOf((await assetRow(now.main_video_id!))!.storage_key))).toEqual(
      clip('teglia-anteprima'),
    )
    const previewFile = await t.app.inject({ method: 'GET', url: updated.mainVideo })
    expect(previewFile.statusCode).toBe(200)
  })

  it('a lesson of another course in existingVideos is a 400 and nothing changes', async () => {
    const mine = await createCourse([LESSON_A])
    const other = await createCourse([LESSON_B])
    const [foreign] = await lessonRows(other.id)
    const [own] = await lessonRows(mine.id)
    const headers = await adminWriteHeaders(t)
    const fields = { title: mine.title, description: '<p>D</p>', price: '10' }
    const res = await expectNothingStored(
      () =>
        send(
          'PUT',
          { ...fields, existingVideos: `${own!.id},${foreign!.id}` },
          [cover(), lesson(LESSON_C)],
          headers,
        ),
      400,
    )
    expect(res.json()).toEqual({
      message: OnlineCourseMessages.unknownLesson,
      errors: [{ path: 'existingVideos', message: OnlineCourseMessages.unknownLesson }],
    })
    const text = await expectNothingStored(
      () => send('PUT', { ...fields, existingVideos: 'tutte' }, [lesson(LESSON_C)], headers),
      400,
    )
    expect(text.json().errors[0]).toMatchObject({ message: OnlineCourseMessages.unknownLesson })
  })

  it('an unknown title is a 404 and a rename onto another course is a 409, files dropped', async () => {
    const a = await createCourse([])
    const b = await createCourse([])
    const headers = await adminWriteHeaders(t)
    const missing = await expectNothingStored(
      () =>
        send(
          'PUT',
          { title: uniqueTitle('Nessuno'), description: '<p>D</p>', price: '1' },
          [cover(), lesson(LESSON_A)],
          headers,
        ),
      404,
    )
    expect(missing.json()).toEqual({ message: 'Not found' })
    const taken = await expectNothingStored(
      () =>
        send(
          'PUT',
          { title: a.title, newTitle: b.title.toUpperCase(), description: '<p>D</p>', price: '1' },
          [preview(), lesson(LESSON_A)],
          headers,
        ),
      409,
    )
    expect(taken.json()).toEqual({ message: OnlineCourseMessages.duplicate })
    // Its own title in another case is not a clash.
    const recased = await send(
      'PUT',
      { title: a.title, newTitle: a.title.toUpperCase(), description: '<p>D</p>', price: '1' },
      [],
      headers,
    )
    expect(recased.statusCode, recased.body).toBe(200)
    expect(recased.json().onlinecourse.title).toBe(a.title.toUpperCase())
  })

  it('an unknown trainer or topic, a bad price or a bad file is refused with nothing changed', async () => {
    const course = await createCourse([LESSON_A])
    const headers = await adminWriteHeaders(t)
    const fields = { title: course.title, description: '<p>D</p>', price: '10' }
    const unknown = await expectNothingStored(
      () => send('PUT', { ...fields, category: '777777' }, [lesson(LESSON_B)], headers),
      400,
    )
    expect(unknown.json().errors).toEqual([
      { path: 'category', message: OnlineCourseMessages.unknownCategory },
    ])
    const cases: [Record<string, string>, UploadFile[], number, string?][] = [
      [{ title: '', description: 'D', price: '1' }, [], 400, 'title'],
      [{ ...fields, description: '' }, [lesson(LESSON_B)], 400, 'description'],
      [{ ...fields, price: '' }, [lesson(LESSON_B)], 400, 'price'],
      [{ ...fields, facilitatorPrice: '11' }, [], 400, 'facilitatorPrice'],
      [{ ...fields, intro: 'i'.repeat(OnlineCourseLimits.intro + 1) }, [], 400, 'intro'],
      [fields, [lesson(LESSON_B), cover(elf, 'image/jpeg', 'x.jpg')], 415],
      [fields, [lesson(LESSON_B), lesson(elf, 'x.mp4')], 415],
      [fields, [preview(png, 'x.mp4')], 415],
    ]
    for (const [body, files, status, field] of cases) {
      const res = await expectNothingStored(() => send('PUT', body, files, headers), status)
      if (field) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field)
    }
  })

  it('refuses more lessons in all than a course may hold', async () => {
    const course = await createCourse([LESSON_A, LESSON_B])
    const headers = await adminWriteHeaders(t)
    const files = Array.from({ length: AdminFileLimits.lessons - 1 }, () => lesson(LESSON_A))
    const res = await expectNothingStored(
      () =>
        send('PUT', { title: course.title, description: '<p>D</p>', price: '1' }, files, headers),
      400,
    )
    expect(res.json()).toEqual({ message: FileMessages.tooManyFiles })
  })
})

describe('DELETE /api/onlinecourse/', () => {
  it('removes the course, its lessons, progress, asset rows and every file', async () => {
    const course = await createCourse([LESSON_A, LESSON_B])
    const row = (await courseRow(course.id))!
    const lessons = await lessonRows(course.id)
    const student = await loginAs(t)
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: student.id,
        lesson_id: Number(lessons[0]!.id),
        position_seconds: 10,
        completed: 1,
        updated_at: now(),
      })
      .execute()
    const assetIds = [row.cover_id!, row.main_video_id!, ...lessons.map((l) => l.video_id)]
    const keys = await db
      .selectFrom('asset')
      .select('storage_key')
      .where('id', 'in', assetIds)
      .execute()
    expect(keys).toHaveLength(4)
    const headers = await adminWriteHeaders(t)

    // The title as a URL carries it: any case, hyphens for spaces.
    const res = await remove({ title: course.title.toLowerCase().replace(/ /g, '-') }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await courseRow(course.id)).toBeUndefined()
    expect(await lessonRows(course.id)).toEqual([])
    const progress = await db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('user_id', '=', student.id)
      .execute()
    expect(progress).toEqual([])
    const assets = await db.selectFrom('asset').select('id').where('id', 'in', assetIds).execute()
    expect(assets).toEqual([])
    expect(storedFiles().filter((f) => assetIds.some((id) => f.includes(id)))).toEqual([])
    expect((await publicGet(course.title)).statusCode).toBe(404)
    expect(await auditRows(t, 'online_course.delete', course.id)).toHaveLength(1)

    const again = await remove({ title: course.title }, headers)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  it('is a 409 while someone is enrolled or has an order for it, and nothing is removed', async () => {
    const buyer = await loginAs(t)
    const enrolled = await createCourse([LESSON_A])
    await db
      .insertInto('enrollment')
      .values({
        user_id: buyer.id,
        course_id: null,
        online_course_id: enrolled.id,
        order_id: null,
        created_at: now(),
      })
      .execute()
    const ordered = await createCourse([LESSON_B])
    await db
      .insertInto('customer_order')
      .values({
        reference: `ord-${Date.now()}`,
        user_id: buyer.id,
        item_type: 'online_course',
        course_id: null,
        online_course_id: ordered.id,
        item_title: ordered.title,
        amount_cents: 9_990,
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
    const headers = await adminWriteHeaders(t)
    for (const course of [enrolled, ordered]) {
      const res = await expectNothingStored(() => remove({ title: course.title }, headers), 409)
      expect(res.json()).toEqual({ message: OnlineCourseMessages.hasBuyers })
      expect((await publicGet(course.title)).statusCode).toBe(200)
    }
  })

  const badDeletes: [string, unknown][] = [
    ['without title', {}],
    ['with a blank title', { title: '  ' }],
    ['with a number title', { title: 42 }],
    ['with an object title', { title: { in: ['a', 'b'] } }],
    ['with an over-long title', { title: 't'.repeat(OnlineCourseLimits.title + 1) }],
  ]
  for (const [name, payload] of badDeletes) {
    it(`${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('with malformed JSON is a 400; an unknown title is a 404', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: OnlineCourseWritePaths.onlineCourse,
          payload: '{"title":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
      400,
    )
    await expectNothingStored(() => remove({ title: uniqueTitle('Mai esistito') }, headers), 404)
  })
})

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
