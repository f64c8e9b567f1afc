import type { LightMyRequestResponse } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { expect } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import {
  CourseAnswerSchema,
  CoursePaths,
  CourseWriteAnswerSchema,
  CourseWritePaths,
  type Course,
} from '@aula/contract/courses'
import { now } from '#src/lib/clock.ts'
import {
  adminWriteHeaders,
  multipart,
  refusedCallers,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'
import type { TestApp } from '#test/helper.ts'

/** What the courses admin test files share: one app's form builders, fixtures and checks. */
export async function courseAdminKit(t: TestApp) {
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
    (await db.selectFrom('asset').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined

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
    return { id: row.id, fullName: `Mario ${surname}` }
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
    return { id: row.id, title }
  }

  const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
    expectNothingStoredIn(t, TABLES, run, status)

  return {
    db,
    callers,
    CLIPS,
    clip,
    picture,
    png,
    otherPng,
    file,
    cover,
    photo,
    video,
    uniqueTitle,
    fieldsOf,
    form,
    remove,
    createCourse,
    publicCourse,
    courseRow,
    assetIdsOf,
    assetExists,
    storedFiles,
    filesOf,
    TABLES,
    newMember,
    newTopic,
    expectNothingStored,
  }
}
