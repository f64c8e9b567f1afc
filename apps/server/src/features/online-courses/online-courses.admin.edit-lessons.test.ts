import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  AdminLessonsAnswerSchema,
  OnlineCourseAnswerSchema,
  OnlineCourseLimits,
  OnlineCourseMessages,
  OnlineCourseWriteAnswerSchema,
} from '@aula/contract/online-courses'
import { now } from '#src/lib/clock.ts'
import { adminWriteHeaders, auditRows, type UploadFile } from '#test/admin.ts'
import { buildTestApp, bearer, loginAs } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  db,
  LESSON_A,
  LESSON_B,
  LESSON_C,
  lesson,
  uniqueTitle,
  categoryId,
  send,
  publicGet,
  adminLessons,
  createCourse,
  lessonRows,
  assetRow,
  fileOf,
  expectNothingStored,
} = await videoCourseAdminKit(t)

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
})
