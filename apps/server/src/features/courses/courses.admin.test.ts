import type { LightMyRequestResponse } from 'fastify'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import { AdminFileLimits, FileMessages, FormMessages } from '@aula/contract/admin-forms'
import {
  CourseAnswerSchema,
  CourseLimits,
  CourseMessages,
  CoursePaths,
  CourseWriteAnswerSchema,
  CourseWritePaths,
  type Course,
} from '@aula/contract/courses'
import { now } from '#src/db/connect.ts'
import { buildTestApp, loginAs } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  multipart,
  refusedCallers,
  snapshot,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

const t = await buildTestApp()
const { db } = t.deps
const callers = await refusedCallers(t)

const CLIPS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../seed-assets/videos',
)
const clip = fs.readFileSync(path.join(CLIPS, 'teglia-anteprima.mp4'))

const picture = (background: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
const png = await picture('#2B6AD9')
const otherPng = await picture('#11AA33', 500, 500)

const file = (name: string, data: Buffer, filename: string, type: string): UploadFile => ({
  name,
  filename,
  type,
  data,
})
const cover = (data: Buffer = png, filename = 'copertina.png', type = 'image/png') =>
  file('coverImage', data, filename, type)
const photo = (data: Buffer = png, filename = 'foto.png') =>
  file('photos', data, filename, 'image/png')
const video = (data: Buffer = clip, filename = 'anteprima.mp4', type = 'video/mp4') =>
  file('videos', data, filename, type)

let counter = 0
const uniqueTitle = (prefix = 'Corso') => `${prefix} ${Date.now().toString(36)} ${++counter}`

/** The add form as the admin panel sends it, with every field present. */
const fieldsOf = (title: string, extra: Record<string, string> = {}): Record<string, string> => ({
  title,
  author: '',
  category: '',
  intro: 'Due giorni al banco con i maestri',
  location: 'Napoli',
  description: '<p>Programma completo</p>',
  price: '250',
  directory: 'courses',
  facilitatorprice: '',
  affiliateprice: '',
  dateChoice: 'daDefinirsi',
  courseStartDate: '',
  courseEndDate: '',
  duration: '',
  ...extra,
})

async function form(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method,
    url: CourseWritePaths.course,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

const remove = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: CourseWritePaths.course,
    payload: payload as object,
    headers,
  })

/** Adds a course through the API and answers what it stored. */
async function createCourse(
  title = uniqueTitle(),
  files: UploadFile[] = [cover()],
  extra: Record<string, string> = {},
): Promise<Course> {
  const res = await form('POST', fieldsOf(title, extra), files, await adminWriteHeaders(t))
  expect(res.statusCode, res.body).toBe(200)
  return CourseWriteAnswerSchema.parse(res.json()).course
}

/** The course as a visitor sees it on its page, or null when the page is a 404. */
async function publicCourse(title: string) {
  const res = await t.app.inject({ method: 'GET', url: CoursePaths.course(titleToSlug(title)) })
  if (res.statusCode === 404) return null
  expect(res.statusCode, res.body).toBe(200)
  const { purchased, ...course } = CourseAnswerSchema.parse(res.json()).course[0]!
  expect(purchased).toBe(false)
  return course
}

const courseRow = (id: number) =>
  db.selectFrom('course').selectAll().where('id', '=', id).executeTakeFirst()
const assetIdsOf = async (id: number) => {
  const row = await courseRow(id)
  const media = await db
    .selectFrom('course_media')
    .select(['asset_id', 'kind', 'position'])
    .where('course_id', '=', id)
    .orderBy('position')
    .execute()
  return { cover: row?.cover_id ?? null, media }
}
const assetExists = async (id: string) =>
  (await db.selectFrom('asset').select('id').where('id', '=', id).executeTakeFirst()) !== undefined

const storedFiles = () => storedFilesOf(t)
const filesOf = (assetId: string) => storedFiles().filter((f) => f.includes(assetId))

const TABLES = ['course', 'course_media', 'asset'] as const

async function newMember(surname = uniqueTitle('Rossi')) {
  const row = await db
    .insertInto('member')
    .values({
      name: 'Mario',
      surname,
      email: 'mario@example.com',
      phone_number: '000',
      website: '',
      description: 'Maestro pizzaiolo',
      language: 'it',
      session: '',
      photo_id: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), fullName: `Mario ${surname}` }
}

async function newTopic(title = uniqueTitle('Argomento')) {
  const row = await db
    .insertInto('topic')
    .values({
      title,
      title_key: titleKey(title),
      description: 'D',
      image_id: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), title }
}

const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
  expectNothingStoredIn(t, TABLES, run, status)

describe('course admin writes: who may call them', () => {
  it("POST /api/course/ accepts only an admin's private token", async () => {
    const title = uniqueTitle()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('POST', fieldsOf(title), [cover(), photo(), video()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    expect(await publicCourse(title)).toBeNull()
    const res = await form('POST', fieldsOf(title), [cover()], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("PUT /api/course/ accepts only an admin's private token", async () => {
    const { title } = await createCourse()
    const fields = fieldsOf(title, { newTitle: uniqueTitle('Nuovo'), existingImages: '' })
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('PUT', fields, [cover(otherPng), photo(), video()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form('PUT', fields, [], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("DELETE /api/course/ accepts only an admin's private token", async () => {
    const { title } = await createCourse()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      expectRefused(await remove({ title }, caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    expect(await publicCourse(title)).not.toBeNull()
    const res = await remove({ title }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('POST /api/course/', () => {
  it('stores every field, the cover, photos and videos, and the course page shows them', async () => {
    const member = await newMember()
    const topic = await newTopic()
    const title = uniqueTitle('Pizza napoletana')
    const res = await form(
      'POST',
      fieldsOf(`  ${title} `, {
        author: String(member.id),
        category: String(topic.id),
        intro: ' Tre giorni di impasti ',
        location: 'Via dei Forni 12, Roma',
        description:
          '<p onclick="x()">Programma <strong>intenso</strong></p><script>alert(1)</script>',
        price: '249,90',
        facilitatorprice: '50',
        affiliateprice: '20.5',
        dateChoice: 'scegliData',
        courseStartDate: '2027-05-10',
        courseEndDate: '2027-05-12',
        duration: '3 giorni, 24 ore',
      }),
      [
        cover(),
        photo(await picture('#AA0000')),
        photo(await picture('#00AA00')),
        video(),
        video(clip, 'seconda.mp4'),
      ],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = CourseWriteAnswerSchema.parse(res.json())
    expect(answer.message).toBe('Success')
    const { course } = answer
    expect(course).toMatchObject({
      title,
      intro: 'Tre giorni di impasti',
      author: member.fullName,
      authorId: member.id,
      category: topic.title,
      categoryId: topic.id,
      location: 'Via dei Forni 12, Roma',
      description: '<p>Programma <strong>intenso</strong></p>',
      price: 249.9,
      facilitatorPrice: 50,
      affiliatePrice: 20.5,
      dateMode: 'date',
      date: '2027-05-10',
      dataInizio: '2027-05-10',
      dateFine: '2027-05-12',
      duration: '3 giorni, 24 ore',
    })
    expect(course.immagineCopertina).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(course.images.gallery).toHaveLength(2)
    expect(course.immaginiRappresentative.split(',')).toEqual(
      course.images.gallery.map((image) => image.url),
    )
    const videos = course.fileUrl.split(',')
    expect(videos).toHaveLength(2)
    for (const url of videos) expect(url).toMatch(/^\/media\/videos\/.+\.mp4$/)

    // The visitor's page shows exactly what the admin was answered.
    expect(await publicCourse(title)).toEqual(course)
    for (const url of [course.immagineCopertina, ...course.immaginiRappresentative.split(',')]) {
      const served = await t.app.inject({ method: 'GET', url })
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['content-type']).toMatch(/image\/webp/)
    }
    const served = await t.app.inject({ method: 'GET', url: videos[0]! })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(clip)).toBe(true)

    const row = await courseRow(course.id)
    expect(row).toMatchObject({
      title_key: titleKey(title),
      price_cents: 24_990,
      facilitator_price_cents: 5_000,
      affiliate_price_cents: 2_050,
      date_mode: 'date',
    })
    const { media } = await assetIdsOf(course.id)
    for (const kind of ['image', 'video']) {
      expect(media.filter((m) => m.kind === kind).map((m) => m.position)).toEqual([0, 1])
    }
    const audit = await auditRows(t, 'course.create', course.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'course' })
  })

  it('keeps dates only for scegliData: nessuna is none, daDefinirsi is tbd', async () => {
    const dates = { courseStartDate: '2027-01-10', courseEndDate: '2027-01-11' }
    const none = await createCourse(uniqueTitle(), [cover()], { dateChoice: 'nessuna', ...dates })
    expect(none).toMatchObject({ dateMode: 'none', date: null, dataInizio: null, dateFine: null })
    const tbd = await createCourse(uniqueTitle(), [cover()], {
      dateChoice: 'daDefinirsi',
      ...dates,
    })
    expect(tbd).toMatchObject({ dateMode: 'tbd', date: null, dataInizio: null, dateFine: null })
    const row = await courseRow(tbd.id)
    expect(row).toMatchObject({ date_mode: 'tbd', start_date: null, end_date: null })
    const oneDay = await createCourse(uniqueTitle(), [cover()], {
      dateChoice: 'scegliData',
      courseStartDate: '2027-02-01',
    })
    expect(oneDay).toMatchObject({ dateMode: 'date', dataInizio: '2027-02-01', dateFine: null })
    expect((await publicCourse(oneDay.title))!.dateFine).toBeNull()
  })

  it('leaves optional fields out: no trainer, no topic, no deposit, no gallery', async () => {
    const course = await createCourse()
    expect(course).toMatchObject({
      author: '',
      authorId: null,
      category: '',
      categoryId: null,
      facilitatorPrice: null,
      affiliatePrice: null,
      duration: '',
      immaginiRappresentative: '',
      fileUrl: '',
    })
    expect(course.images.gallery).toEqual([])
  })

  it('without a cover is a 400 on coverImage, listed with the other missing fields', async () => {
    const headers = await adminWriteHeaders(t)
    const alone = await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [photo(), video()], headers),
      400,
    )
    expect(alone.json().errors).toEqual([
      { path: 'coverImage', message: CourseMessages.coverRequired },
    ])
    const emptyInput = await expectNothingStored(
      () =>
        form(
          'POST',
          fieldsOf(uniqueTitle()),
          [cover(Buffer.alloc(0), '', 'application/octet-stream')],
          headers,
        ),
      400,
    )
    expect(emptyInput.json().errors).toEqual([
      { path: 'coverImage', message: CourseMessages.coverRequired },
    ])
    const { title: _title, ...withoutTitle } = fieldsOf('x')
    const both = await expectNothingStored(() => form('POST', withoutTitle, [], headers), 400)
    const paths = both.json().errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['title', 'coverImage']))
  })

  it('a title already taken, in any case or with hyphens for spaces, is a 409', async () => {
    const { title } = await createCourse(uniqueTitle('Pizza in teglia'))
    const headers = await adminWriteHeaders(t)
    for (const taken of [title.toUpperCase(), titleToSlug(title), ` ${title.toLowerCase()} `]) {
      const res = await expectNothingStored(
        () => form('POST', fieldsOf(taken), [cover(), photo(), video()], headers),
        409,
      )
      expect(res.json()).toEqual({ message: CourseMessages.duplicate })
    }
  })

  it('an unknown trainer or topic is a 400 on that field', async () => {
    const headers = await adminWriteHeaders(t)
    const author = await expectNothingStored(
      () =>
        form('POST', fieldsOf(uniqueTitle(), { author: '999999' }), [cover(), video()], headers),
      400,
    )
    expect(author.json().errors).toEqual([
      { path: 'author', message: CourseMessages.unknownAuthor },
    ])
    const category = await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle(), { category: '999999' }), [cover()], headers),
      400,
    )
    expect(category.json().errors).toEqual([
      { path: 'category', message: CourseMessages.unknownCategory },
    ])
  })
})

describe('PUT /api/course/', () => {
  it('renames, changes every field, replaces the cover and removes the old one', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo()])
    const before = await assetIdsOf(old.id)
    expect(filesOf(before.cover!).length).toBeGreaterThan(0)
    const member = await newMember()
    const topic = await newTopic()
    const newTitle = uniqueTitle('Rinominato')
    const res = await form(
      'PUT',
      fieldsOf(titleToSlug(old.title).toLowerCase(), {
        newTitle,
        author: String(member.id),
        category: String(topic.id),
        intro: 'Nuova introduzione',
        location: 'Milano',
        description: '<p>Nuovo <em>programma</em></p><iframe src="https://x.example"></iframe>',
        price: '300',
        facilitatorprice: '100',
        dateChoice: 'scegliData',
        courseStartDate: '2027-09-01',
        courseEndDate: '2027-09-03',
        duration: '3 giorni',
      }),
      [cover(otherPng, 'nuova.png')],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { course } = CourseWriteAnswerSchema.parse(res.json())
    expect(course).toMatchObject({
      id: old.id,
      title: newTitle,
      intro: 'Nuova introduzione',
      location: 'Milano',
      description: '<p>Nuovo <em>programma</em></p>',
      price: 300,
      facilitatorPrice: 100,
      author: member.fullName,
      category: topic.title,
      dateMode: 'date',
      dataInizio: '2027-09-01',
      dateFine: '2027-09-03',
      duration: '3 giorni',
      // existingImages was not sent: the gallery stays as it was.
      immaginiRappresentative: old.immaginiRappresentative,
    })
    expect(course.immagineCopertina).not.toBe(old.immagineCopertina)
    expect(await publicCourse(newTitle)).toEqual(course)
    expect(await publicCourse(old.title)).toBeNull()
    const after = await assetIdsOf(old.id)
    expect(after.cover).not.toBe(before.cover)
    expect(await assetExists(before.cover!)).toBe(false)
    expect(filesOf(before.cover!)).toEqual([])
    expect(filesOf(after.cover!).length).toBeGreaterThan(0)
    const audit = await auditRows(t, 'course.update', old.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ from: old.title, to: newTitle })
  })

  it('keeps the listed photos in the given order, drops the others, appends new ones', async () => {
    const headers = await adminWriteHeaders(t)
    const reds = await Promise.all(['#110000', '#220000', '#330000'].map((c) => picture(c)))
    const old = await createCourse(uniqueTitle(), [cover(), ...reds.map((p) => photo(p))])
    const [a, b, c] = old.immaginiRappresentative.split(',') as [string, string, string]
    const before = await assetIdsOf(old.id)
    const dropped = before.media.find((m) => m.position === 1)!.asset_id
    expect(filesOf(dropped).length).toBeGreaterThan(0)
    const res = await form(
      'PUT',
      // An absolute URL, as a browser may resolve it, names the same photo.
      fieldsOf(old.title, { existingImages: `${c},http://localhost:3000${a}` }),
      [photo(await picture('#440000'))],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { course } = CourseWriteAnswerSchema.parse(res.json())
    const gallery = course.immaginiRappresentative.split(',')
    expect(gallery).toHaveLength(3)
    expect(gallery.slice(0, 2)).toEqual([c, a])
    expect(gallery).not.toContain(b)
    expect((await publicCourse(old.title))!.immaginiRappresentative).toBe(
      course.immaginiRappresentative,
    )
    expect(await assetExists(dropped)).toBe(false)
    expect(filesOf(dropped)).toEqual([])
    const after = await assetIdsOf(old.id)
    expect(after.media.map((m) => m.position)).toEqual([0, 1, 2])
  })

  it('keeps videos when existingVideos is left out and removes them all when it is empty', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo(), video(), video()])
    const [first, second] = old.fileUrl.split(',') as [string, string]
    const videoIds = (await assetIdsOf(old.id)).media
      .filter((m) => m.kind === 'video')
      .map((m) => m.asset_id)

    // Not sent: everything stays, a new video follows.
    const kept = await form('PUT', fieldsOf(old.title), [video()], headers)
    expect(kept.statusCode, kept.body).toBe(200)
    const keptUrls = kept.json().course.fileUrl.split(',')
    expect(keptUrls).toHaveLength(3)
    expect(keptUrls.slice(0, 2)).toEqual([first, second])

    // Reordered: the second first, the rest removed.
    const reordered = await form(
      'PUT',
      fieldsOf(old.title, { existingVideos: `${second},${second}` }),
      [],
      headers,
    )
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().course.fileUrl).toBe(second)
    expect(await assetExists(videoIds[0]!)).toBe(false)
    expect(filesOf(videoIds[0]!)).toEqual([])

    // Sent empty: every video and photo goes.
    const empty = await form(
      'PUT',
      fieldsOf(old.title, { existingVideos: '', existingImages: '' }),
      [],
      headers,
    )
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json().course).toMatchObject({ fileUrl: '', immaginiRappresentative: '' })
    expect(await publicCourse(old.title)).toMatchObject({
      fileUrl: '',
      immaginiRappresentative: '',
    })
    expect(filesOf(videoIds[1]!)).toEqual([])
    expect((await assetIdsOf(old.id)).media).toEqual([])
    // The cover is untouched.
    expect((await publicCourse(old.title))!.immagineCopertina).toBe(old.immagineCopertina)
  })

  it('a URL that is not one of the course media is a 400 and nothing changes', async () => {
    const headers = await adminWriteHeaders(t)
    const mine = await createCourse(uniqueTitle(), [cover(), photo(), video()])
    const other = await createCourse(uniqueTitle(), [cover(), photo(), video()])
    const cases: [string, string][] = [
      ['existingImages', other.immaginiRappresentative],
      ['existingImages', other.immagineCopertina],
      ['existingImages', mine.fileUrl],
      ['existingImages', '/media/images/nothing-320.webp'],
      ['existingVideos', other.fileUrl],
      ['existingVideos', mine.immaginiRappresentative],
      ['existingVideos', 'javascript:alert(1)'],
    ]
    for (const [field, value] of cases) {
      const res = await expectNothingStored(
        () =>
          form(
            'PUT',
            fieldsOf(mine.title, { [field]: value, newTitle: uniqueTitle() }),
            [cover(otherPng), photo(), video()],
            headers,
          ),
        400,
      )
      expect(res.json().errors, `${field}=${value}`).toEqual([
        { path: field, message: CourseMessages.unknownMedia },
      ])
    }
    expect(await publicCourse(mine.title)).toEqual(mine)
  })

  it('refuses a gallery that would pass the photo limit', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo(), photo()])
    const extra = Array.from({ length: AdminFileLimits.photos - 1 }, () => photo())
    const res = await expectNothingStored(
      () => form('PUT', fieldsOf(old.title), extra, headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'photos', message: FileMessages.tooManyFiles }])
    // Dropping the current ones makes room.
    const room = await form('PUT', fieldsOf(old.title, { existingImages: '' }), extra, headers)
    expect(room.statusCode, room.body).toBe(200)
    expect(room.json().course.images.gallery).toHaveLength(AdminFileLimits.photos - 1)
  })

  it('an unknown title is a 404; a rename onto another course is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    const a = await createCourse()
    const b = await createCourse(uniqueTitle('Altro-corso'))
    const missing = await expectNothingStored(
      () => form('PUT', fieldsOf(uniqueTitle('Nessuno')), [cover(), video()], headers),
      404,
    )
    expect(missing.json()).toEqual({ message: 'Not found' })
    const taken = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(a.title, { newTitle: b.title.toLowerCase().replace(/-/g, ' ') }),
          [cover(), photo(), video()],
          headers,
        ),
      409,
    )
    expect(taken.json()).toEqual({ message: CourseMessages.duplicate })
    // The course's own title in another case is not taken.
    const own = await form(
      'PUT',
      fieldsOf(a.title, { newTitle: a.title.toUpperCase() }),
      [],
      headers,
    )
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().course.title).toBe(a.title.toUpperCase())
  })

  it('an unknown trainer or topic is a 400 on that field', async () => {
    const headers = await adminWriteHeaders(t)
    const { title } = await createCourse()
    const res = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(title, { author: '424242', category: '424242' }),
          [cover(), video()],
          headers,
        ),
      400,
    )
    expect(res.json().errors).toEqual([
      { path: 'author', message: CourseMessages.unknownAuthor },
      { path: 'category', message: CourseMessages.unknownCategory },
    ])
  })
})

describe('DELETE /api/course/', () => {
  it('removes the course by its title in any form, with its media rows and files', async () => {
    const headers = await adminWriteHeaders(t)
    const course = await createCourse(uniqueTitle('Corso-da eliminare'), [
      cover(),
      photo(),
      video(),
    ])
    const { cover: coverId, media } = await assetIdsOf(course.id)
    const assetIds = [coverId!, ...media.map((m) => m.asset_id)]
    for (const id of assetIds) expect(filesOf(id).length).toBeGreaterThan(0)
    const res = await remove({ title: titleToSlug(course.title).toUpperCase() }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await courseRow(course.id)).toBeUndefined()
    expect(await publicCourse(course.title)).toBeNull()
    for (const id of assetIds) {
      expect(await assetExists(id)).toBe(false)
      expect(filesOf(id)).toEqual([])
    }
    const media2 = await db
      .selectFrom('course_media')
      .select('id')
      .where('course_id', '=', course.id)
      .execute()
    expect(media2).toEqual([])
    const audit = await auditRows(t, 'course.delete', course.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ title: course.title })
    const again = await remove({ title: course.title }, headers)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  const buyers: Record<string, (courseId: number, title: string) => Promise<unknown>> = {
    'an enrollment': async (courseId) => {
      const user = await loginAs(t)
      await db
        .insertInto('enrollment')
        .values({
          user_id: user.id,
          course_id: courseId,
          online_course_id: null,
          order_id: null,
          created_at: now(),
        })
        .execute()
    },
    'an order, even unpaid': async (courseId, title) => {
      const user = await loginAs(t)
      await db
        .insertInto('customer_order')
        .values({
          reference: `ord-${Date.now().toString(36)}-${++counter}`,
          user_id: user.id,
          item_type: 'course',
          course_id: courseId,
          online_course_id: null,
          item_title: title,
          amount_cents: 25_000,
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
    },
  }
  for (const [kind, buy] of Object.entries(buyers)) {
    it(`is a 409 while ${kind} names the course, and nothing is removed`, async () => {
      const course = await createCourse(uniqueTitle(), [cover(), photo(), video()])
      await buy(course.id, course.title)
      const before = await snapshot(t, [...TABLES, 'enrollment', 'customer_order'])
      const files = storedFiles()
      const res = await remove({ title: course.title }, await adminWriteHeaders(t))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ message: CourseMessages.hasBuyers })
      expect(await snapshot(t, [...TABLES, 'enrollment', 'customer_order'])).toEqual(before)
      expect(storedFiles()).toEqual(files)
      expect(await publicCourse(course.title)).toEqual(course)
    })
  }

  const badBodies: [string, unknown][] = [
    ['without title', {}],
    ['with a blank title', { title: '   ' }],
    ['with a number title', { title: 42 }],
    ['with an object title', { title: { $ne: '' } }],
    ['with an over-long title', { title: 't'.repeat(CourseLimits.title + 1) }],
  ]
  for (const [name, payload] of badBodies) {
    it(`${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('malformed JSON is a 400 and a title with odd characters a 404', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: CourseWritePaths.course,
          payload: '{"title":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
      400,
    )
    for (const title of ['a\u0000b', '-', "'; drop table course; --"]) {
      await expectNothingStored(() => remove({ title }, headers), 404)
    }
  })
})

describe('course admin writes: bad input is a 4xx and leaves no row and no file', () => {
  const badFields: [string, Record<string, string | undefined>, string][] = [
    ['without title', { title: undefined }, 'title'],
    ['with a blank title', { title: '   ' }, 'title'],
    ['with an over-long title', { title: 't'.repeat(CourseLimits.title + 1) }, 'title'],
    ['without intro', { intro: undefined }, 'intro'],
    ['with an over-long intro', { intro: 'i'.repeat(CourseLimits.intro + 1) }, 'intro'],
    ['without location', { location: undefined }, 'location'],
    ['without description', { description: undefined }, 'description'],
    [
      'with a description that is only a script',
      { description: '<script>x()</script>' },
      'description',
    ],
    ['without price', { price: undefined }, 'price'],
    ['with a blank price', { price: '' }, 'price'],
    ['with a word as price', { price: 'gratis' }, 'price'],
    ['with a negative price', { price: '-5' }, 'price'],
    ['with three decimals', { price: '10.123' }, 'price'],
    [
      'with a deposit above the price',
      { price: '100', facilitatorprice: '150' },
      'facilitatorprice',
    ],
    [
      'with an affiliate price above the price',
      { price: '100', affiliateprice: '101' },
      'affiliateprice',
    ],
    ['with a word as author', { author: 'Mario' }, 'author'],
    ['with a zero category', { category: '0' }, 'category'],
    ['with a huge author id', { author: '99999999999' }, 'author'],
    ['without dateChoice', { dateChoice: undefined }, 'dateChoice'],
    ['with an unknown dateChoice', { dateChoice: 'domani' }, 'dateChoice'],
    ['with scegliData and no start', { dateChoice: 'scegliData' }, 'courseStartDate'],
    [
      'with a start that is not a date',
      { dateChoice: 'scegliData', courseStartDate: '31/12/2027' },
      'courseStartDate',
    ],
    [
      'with a start that is not a real day',
      { dateChoice: 'scegliData', courseStartDate: '2027-02-30' },
      'courseStartDate',
    ],
    [
      'with an end before the start',
      { dateChoice: 'scegliData', courseStartDate: '2027-03-02', courseEndDate: '2027-03-01' },
      'courseEndDate',
    ],
    ['with an over-long duration', { duration: 'd'.repeat(CourseLimits.duration + 1) }, 'duration'],
  ]
  for (const method of ['POST', 'PUT'] as const) {
    for (const [name, change, field] of badFields) {
      it(`${method} ${name} is a 400 naming ${field}`, async () => {
        const headers = await adminWriteHeaders(t)
        const title = method === 'PUT' ? (await createCourse()).title : uniqueTitle()
        const fields = Object.fromEntries(
          Object.entries({ ...fieldsOf(title), ...change }).filter(([, v]) => v !== undefined),
        ) as Record<string, string>
        const res = await expectNothingStored(
          () => form(method, fields, [cover(), photo(), video()], headers),
          400,
        )
        const paths = res.json().errors.map((e: { path: string }) => e.path)
        expect(paths).toContain(field)
      })
    }
  }

  it('says which message goes with a missing start date', async () => {
    const res = await form(
      'POST',
      fieldsOf(uniqueTitle(), { dateChoice: 'scegliData' }),
      [cover()],
      await adminWriteHeaders(t),
    )
    expect(res.json().errors).toEqual([
      { path: 'courseStartDate', message: FormMessages.startRequired },
    ])
  })

  it('PUT with an over-long newTitle is a 400', async () => {
    const { title } = await createCourse()
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(title, { newTitle: 'n'.repeat(CourseLimits.title + 1) }),
          [cover(), video()],
          headers,
        ),
      400,
    )
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['newTitle'])
  })

  const text = Buffer.from('non è una foto\n'.repeat(50))
  const executable = Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(600, 1),
  ])
  const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)])
  const brokenPng = Buffer.concat([png.subarray(0, 64), Buffer.alloc(512, 7)])
  const wrongFiles: [string, UploadFile][] = [
    ['a text file as cover', cover(text, 'copertina.png')],
    ['an executable renamed .jpg as cover', cover(executable, 'copertina.jpg', 'image/jpeg')],
    ['a Windows program renamed .jpg as a photo', photo(windowsExe, 'foto.jpg')],
    ['a picture with a broken body as a photo', photo(brokenPng)],
    ['a PNG renamed .mp4 as a video', video(png, 'clip.mp4')],
    ['a PNG renamed .docx as a video', video(png, 'programma.docx', 'application/msword')],
    ['an executable renamed .mp4 as a video', video(executable, 'clip.mp4')],
  ]
  for (const method of ['POST', 'PUT'] as const) {
    for (const [name, bad] of wrongFiles) {
      it(`${method} with ${name} is a 415`, async () => {
        const headers = await adminWriteHeaders(t)
        const title = method === 'PUT' ? (await createCourse()).title : uniqueTitle()
        // Good files around the bad one: none of them may stay behind.
        const others = [cover(), photo(), video()].filter((f) => f.name !== bad.name)
        await expectNothingStored(
          () => form(method, fieldsOf(title), [video(), ...others, bad], headers),
          415,
        )
      })
    }
  }

  it('a picture over 10 MB is a 413, after a video was already streamed', async () => {
    const headers = await adminWriteHeaders(t)
    const big = Buffer.concat([png, Buffer.alloc(AdminFileLimits.imageBytes + 1)])
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [video(), cover(big)], headers),
      413,
    )
    const { title } = await createCourse()
    await expectNothingStored(
      () => form('PUT', fieldsOf(title), [video(), photo(big)], headers),
      413,
    )
  })

  it('too many photos or videos in one form is a 400', async () => {
    const headers = await adminWriteHeaders(t)
    const photos = Array.from({ length: AdminFileLimits.photos + 1 }, () => photo())
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), ...photos], headers),
      400,
    )
    const videos = Array.from({ length: AdminFileLimits.videos + 1 }, () => video())
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), ...videos], headers),
      400,
    )
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), cover()], headers),
      400,
    )
  })

  it('JSON instead of multipart is a 415, a broken multipart body a 400', async () => {
    const headers = await adminWriteHeaders(t)
    for (const method of ['POST', 'PUT'] as const) {
      await expectNothingStored(
        () =>
          t.app.inject({
            method,
            url: CourseWritePaths.course,
            payload: fieldsOf(uniqueTitle()),
            headers,
          }),
        415,
      )
      await expectNothingStored(
        () =>
          t.app.inject({
            method,
            url: CourseWritePaths.course,
            payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut',
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
          }),
        400,
      )
    }
    // A body cut off in the middle of a video: the part already written is removed.
    const whole = await multipart(fieldsOf(uniqueTitle()), [cover(), video()])
    const cut = whole.payload.subarray(0, whole.payload.length - 1000)
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: CourseWritePaths.course,
        payload: cut,
        headers: { ...headers, ...whole.headers },
      }),
    )
  })

  it('a connection dropped between two parts stores nothing, not a course without its photos', async () => {
    const title = uniqueTitle('Interrotto')
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    const whole = await multipart(fieldsOf(title), [cover(), photo(), photo(otherPng)])
    const boundary = /boundary=(.+)$/.exec(whole.headers['content-type']!)![1]!
    // Everything up to the last photo: the fields, the cover and one photo arrive whole.
    const cut = whole.payload.lastIndexOf(Buffer.from(`--${boundary}\r\n`))
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const headers = {
      ...(await adminWriteHeaders(t)),
      ...whole.headers,
      'content-length': String(whole.payload.length),
    }
    socket.write(
      `POST ${CourseWritePaths.course} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        '\r\n',
    )
    socket.write(whole.payload.subarray(0, cut))
    // The browser goes away (a cancelled upload, a lost connection) before the last part.
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(await publicCourse(title)).toBeNull()
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
  })

  it('a body that ends between two parts, without its closing boundary, stores nothing', async () => {
    const whole = await multipart(fieldsOf(uniqueTitle('Troncato')), [cover(), photo(), photo()])
    const boundary = /boundary=(.+)$/.exec(whole.headers['content-type']!)![1]!
    const cut = whole.payload.lastIndexOf(Buffer.from(`--${boundary}\r\n`))
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: CourseWritePaths.course,
          payload: whole.payload.subarray(0, cut),
          headers: { ...headers, ...whole.headers },
        }),
      400,
    )
  })

  it('a title with control characters is a 400: no page could ever show it', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () => form('POST', fieldsOf('Pizza\u0000fritta'), [cover(), video()], headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'title', message: CourseMessages.titleCharacters }])
    const { title } = await createCourse()
    const renamed = await expectNothingStored(
      () => form('PUT', fieldsOf(title, { newTitle: 'Pizza\u0007' }), [cover()], headers),
      400,
    )
    expect(renamed.json().errors).toEqual([
      { path: 'newTitle', message: CourseMessages.titleCharacters },
    ])
  })

  it('odd text in fields is a 4xx or stored as given, never a 500 or a half record', async () => {
    const headers = await adminWriteHeaders(t)
    const odd = ['a\u0000b', '\u202e rovescio', '🍕'.repeat(40), "'; drop table course; --"]
    for (const value of odd) {
      const before = await snapshot(t, [...TABLES])
      const files = storedFiles()
      const res = await form(
        'POST',
        fieldsOf(uniqueTitle(), { intro: value, location: value, duration: value }),
        [cover(), video()],
        headers,
      )
      expect(res.statusCode, res.body).toBeLessThan(500)
      if (res.statusCode === 200) {
        const { course } = CourseWriteAnswerSchema.parse(res.json())
        expect(course).toMatchObject({ intro: value, location: value, duration: value })
        expect(await publicCourse(course.title)).toEqual(course)
      } else {
        // PostgreSQL cannot store a NUL character: refused, and the files go with it.
        expectClientError(res, 400)
        expect(await snapshot(t, [...TABLES])).toEqual(before)
        expect(storedFiles()).toEqual(files)
      }
    }
  })
})
