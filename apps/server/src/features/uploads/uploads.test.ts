import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { UploadLimits } from '@aula/contract/uploads'
import { UploadPaths } from '@aula/contract/routes/uploads'
import { OnlineCourseWriteAnswerSchema } from '@aula/contract/online-courses'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'
import { tusClient } from '#test/fixtures/uploads.ts'

/*
 * Resumable uploads (lib/uploads.ts): a lesson sent in pieces over a connection that breaks,
 * resumed from the byte the server kept, then named by the video course form, which plays
 * back the very bytes sent. On the local disk and, in the PostgreSQL run, in an S3 bucket.
 */

const t = await buildTestApp()
const kit = await videoCourseAdminKit(t)
const tus = await tusClient(t)
const sha = (bytes: Buffer) => crypto.hash('sha256', bytes)

/** A lesson longer than one part of a bucket's multipart upload (8 MB): a clip, then padding. */
const LONG_LESSON = Buffer.concat([kit.LESSON_A, crypto.randomBytes(9 * 1024 * 1024)])

async function storedBytes(key: string): Promise<Buffer> {
  return kit.storage.get(key)
}

describe('a lesson uploaded over a connection that breaks', () => {
  it('resumes from the byte the server kept, and the saved lesson is the file sent', async () => {
    const auth = await adminWriteHeaders(t)
    const { location, id } = await tus.create(auth, LONG_LESSON.length)
    expect(await tus.offsetOf(auth, location)).toBe(0)

    // About two thirds go before the break: past one part of a bucket's upload.
    await tus.cutPatch(auth, location, 0, LONG_LESSON, 6 * 1024 * 1024)
    const kept = await tus.offsetOf(auth, location)
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThan(LONG_LESSON.length)

    // A second break, then the rest from wherever the server stands.
    const before = await tus.offsetOf(auth, location)
    await tus.cutPatch(auth, location, before, LONG_LESSON.subarray(before), 3 * 1024 * 1024)
    const resumeAt = await tus.offsetOf(auth, location)
    expect(resumeAt).toBeGreaterThanOrEqual(before)
    const rest = await tus.patch(auth, location, resumeAt, LONG_LESSON.subarray(resumeAt))
    expect(rest.status, rest.body).toBe(204)
    expect(Number(rest.headers.get('upload-offset'))).toBe(LONG_LESSON.length)

    const preview = await tus.upload(auth, kit.PREVIEW, { filename: 'anteprima.mp4' })
    const res = await kit.send('POST', kit.createFields(), [kit.cover()], auth, {
      video: [preview],
      videos: [id],
      lessonTitles: ['Impasto'],
    })
    expect(res.statusCode, res.body).toBe(200)
    const course = OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
    const [lesson] = await kit.lessonRows(course.id)
    expect(lesson).toMatchObject({
      title: 'Impasto',
      storage_key: expect.stringMatching(/^private\/lessons\/.+\.mp4$/),
    })
    expect(sha(await storedBytes(lesson!.storage_key))).toBe(sha(LONG_LESSON))
    expect(course.mainVideo).toMatch(/^\/media\/videos\/.+\.mp4$/)
    const mainVideo = await kit.assetRow(
      course.mainVideo
        .split('/')
        .pop()!
        .replace(/\.mp4$/, ''),
    )
    expect(sha(await storedBytes(mainVideo!.storage_key))).toBe(sha(kit.PREVIEW))
    // Nothing of either upload is left under uploads/.
    expect((await kit.storage.list('uploads/')).filter((key) => key.includes(id))).toEqual([])
  })

  it('refuses a PATCH from another offset than the one the server holds', async () => {
    const auth = await adminWriteHeaders(t)
    const { location } = await tus.create(auth, 1000)
    const res = await tus.patch(auth, location, 10, crypto.randomBytes(100))
    expect(res.status).toBe(409)
    expect(await tus.offsetOf(auth, location)).toBe(0)
  })

  it('refuses an upload larger than a video may be before any byte is sent', async () => {
    const auth = await adminWriteHeaders(t)
    const res = await tus.call('POST', UploadPaths.uploads, {
      ...auth,
      'upload-length': String(UploadLimits.maxBytes + 1),
    })
    expect(res.status).toBe(413)
  })
})

describe('who may upload', () => {
  it('refuses visitors, users and admins without a fresh private token', async () => {
    const auth = await adminWriteHeaders(t)
    const { location } = await tus.create(auth, 10)
    for (const caller of kit.callers) {
      const created = await tus.call('POST', UploadPaths.uploads, {
        ...caller.headers,
        'upload-length': '10',
      })
      expect(created.status, caller.who).toBe(caller.status)
      const head = await tus.call('HEAD', location, caller.headers)
      expect(head.status, caller.who).toBe(caller.status)
      const patch = await tus.patch(caller.headers, location, 0, Buffer.from('0123456789'))
      expect(patch.status, caller.who).toBe(caller.status)
    }
    expect(await tus.offsetOf(auth, location)).toBe(0)
  })

  it("keeps an admin's upload from another admin, and from being read back", async () => {
    const mine = await adminWriteHeaders(t)
    const theirs = await adminWriteHeaders(t)
    const { location, id } = await tus.create(mine, 10)
    expect((await tus.call('HEAD', location, theirs)).status).toBe(404)
    expect((await tus.patch(theirs, location, 0, Buffer.from('0123456789'))).status).toBe(404)
    expect((await tus.call('DELETE', location, theirs)).status).toBe(404)
    expect((await tus.patch(mine, location, 0, Buffer.from('0123456789'))).status).toBe(204)
    // tus could serve an upload's bytes on GET: a lesson is private, so there is no such call.
    expect((await tus.call('GET', location, mine)).status).toBe(404)

    // Another admin's form cannot name it either.
    const res = await kit.send('POST', kit.createFields(), [kit.cover(), kit.preview()], theirs, {
      videos: [id],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: 'videos.0', message: 'The uploaded video is no longer there: choose the file again' },
    ])
  })

  it('refuses an address that is not an upload id', async () => {
    const auth = await adminWriteHeaders(t)
    for (const path of ['/api/admin/uploads/not-an-id', '/api/admin/uploads/..%2F..%2Fdata.key']) {
      expect((await tus.call('HEAD', path, auth)).status, path).toBe(400)
    }
  })

  it('gives an upload up on DELETE: its bytes go', async () => {
    const auth = await adminWriteHeaders(t)
    const { location, id } = await tus.create(auth, 10)
    await tus.patch(auth, location, 0, Buffer.from('01234'))
    expect((await tus.call('DELETE', location, auth)).status).toBe(204)
    expect((await tus.call('HEAD', location, auth)).status).toBe(404)
    expect((await kit.storage.list('uploads/')).filter((key) => key.includes(id))).toEqual([])
  })
})
