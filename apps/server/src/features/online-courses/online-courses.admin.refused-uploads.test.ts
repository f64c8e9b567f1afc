import { describe, expect, it } from 'vitest'
import { AdminFileLimits, FileMessages } from '@aula/contract/admin-forms'
import { OnlineCourseWritePaths } from '@aula/contract/online-courses'
import { adminWriteHeaders, multipart } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

const t = await buildTestApp()
const {
  LESSON_A,
  LESSON_B,
  png,
  elf,
  cover,
  preview,
  lesson,
  createFields,
  send,
  expectNothingStored,
} = await videoCourseAdminKit(t)

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
