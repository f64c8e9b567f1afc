import type { LightMyRequestResponse } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import { titleKey } from '@aula/contract/common'
import {
  OnlineCoursePaths,
  OnlineCourseWriteAnswerSchema,
  OnlineCourseWritePaths,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import { now } from '#src/lib/clock.ts'
import { findSeedAssets } from '#seed/media.ts'
import {
  adminWriteHeaders,
  multipart,
  refusedCallers,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'
import type { TestApp } from '#test/helper.ts'

/** What the online-courses admin test files share: one app's form builders, fixtures and checks. */
export async function videoCourseAdminKit(t: TestApp) {
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

  const cover = (
    data: Buffer = png,
    type = 'image/png',
    filename = 'copertina.png',
  ): UploadFile => ({
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
  const authorId = member.id
  const categoryId = topic.id

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

  return {
    db,
    storage,
    callers,
    clipsDir,
    clip,
    PREVIEW,
    LESSON_A,
    LESSON_B,
    LESSON_C,
    png,
    elf,
    cover,
    preview,
    lesson,
    uniqueTitle,
    member,
    topic,
    authorId,
    categoryId,
    createFields,
    send,
    multipartWithLists,
    remove,
    publicGet,
    adminLessons,
    createCourse,
    courseRow,
    lessonRows,
    assetRow,
    storedFiles,
    fileOf,
    TABLES,
    expectNothingStored,
  }
}
