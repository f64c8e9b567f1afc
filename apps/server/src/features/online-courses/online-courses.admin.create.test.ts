import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { FormMessages } from '@aula/contract/admin-forms'
import {
  AdminLessonsAnswerSchema,
  OnlineCourseAnswerSchema,
  OnlineCourseLimits,
  OnlineCourseMessages,
  OnlineCourseWriteAnswerSchema,
} from '@aula/contract/online-courses'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp, bearer, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  PREVIEW,
  LESSON_A,
  LESSON_B,
  LESSON_C,
  cover,
  preview,
  lesson,
  uniqueTitle,
  authorId,
  categoryId,
  createFields,
  send,
  publicGet,
  adminLessons,
  createCourse,
  courseRow,
  lessonRows,
  assetRow,
  fileOf,
  expectNothingStored,
} = await videoCourseAdminKit(t)

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
      // Published now: Rome's day, which is not UTC's between 22:00/23:00 and midnight UTC.
      date: toSchoolDate(new Date()),
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
        captions: [],
      },
      {
        id: Number(lessons[1]!.id),
        index: 1,
        title: 'Lezione 2',
        durationSeconds: Number(lessons[1]!.duration_seconds),
        captions: [],
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
    // Outside the public folder: no /media URL reaches them.
    for (const l of lessons) expect(l.storage_key.startsWith('public/')).toBe(false)
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
