import fs from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AdminFileLimits, FileMessages } from '@aula/contract/admin-forms'
import {
  OnlineCourseLimits,
  OnlineCourseMessages,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import { adminWriteHeaders, type UploadFile } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  clip,
  LESSON_A,
  LESSON_B,
  LESSON_C,
  png,
  elf,
  cover,
  preview,
  lesson,
  uniqueTitle,
  send,
  createCourse,
  courseRow,
  lessonRows,
  assetRow,
  storedFiles,
  fileOf,
  expectNothingStored,
} = await videoCourseAdminKit(t)

describe('PUT /api/onlinecourse/', () => {
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
