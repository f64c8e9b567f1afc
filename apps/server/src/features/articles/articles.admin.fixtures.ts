import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { ArticleWriteAnswerSchema, ArticleWritePaths } from '@aula/contract/articles'
import { now } from '#src/lib/clock.ts'
import type { TestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  multipart,
  refusedCallers,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

/** What the articles admin test files share: one app's form builders, fixtures and checks. */
export async function articleAdminKit(t: TestApp) {
  const { db } = t.deps
  const callers = await refusedCallers(t)

  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#C8102E' },
  })
    .png()
    .toBuffer()
  /** The first bytes of a Windows program: what an executable renamed .jpg starts with. */
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(4096),
  ])

  const file = (name: string, data: Buffer, type: string, filename: string): UploadFile => ({
    name,
    data,
    type,
    filename,
  })
  const foto = (data: Buffer = png, type = 'image/png', filename = 'copertina.png') =>
    file('foto', data, type, filename)
  const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  const docxFile = (data: Buffer, filename = 'articolo.docx', type = DOCX_TYPE) =>
    file('file', data, type, filename)

  let counter = 0
  const uniqueTitle = (prefix = 'Articolo') => `${prefix} ${Date.now().toString(36)} ${++counter}`

  const topicId = Number(
    (
      await db
        .insertInto('topic')
        .values({
          title: 'Impasti',
          title_key: titleKey('Impasti'),
          description: 'Tutto sugli impasti',
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  )

  const fieldsOf = (title: string, extra: Record<string, string> = {}) => ({
    title,
    intro: 'La maturazione lenta rende la pizza più digeribile',
    content: '<h2>Perché</h2><p>Il tempo lavora per noi.</p>',
    category: String(topicId),
    description: '',
    ...extra,
  })

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: UploadFile[] = [],
    headers: Record<string, string> = {},
  ) {
    const body = await multipart(fields, files)
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    })
  }

  const article = (
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    files: UploadFile[] = [],
    headers: Record<string, string> = {},
  ) => send(method, ArticleWritePaths.article, fields, files, headers)

  const remove = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: ArticleWritePaths.article,
      payload: payload as object,
      headers,
    })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  async function createArticle(title = uniqueTitle(), extra: Record<string, string> = {}) {
    const res = await article('POST', fieldsOf(title, extra), [foto()], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
    return ArticleWriteAnswerSchema.parse(res.json()).article
  }

  const articleRow = (id: number) =>
    db.selectFrom('article').selectAll().where('id', '=', id).executeTakeFirst()
  const assetRow = (id: string) =>
    db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst()

  const storedFiles = () => storedFilesOf(t)

  const TABLES = ['article', 'asset'] as const

  const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
    expectNothingStoredIn(t, TABLES, run, status)
  return {
    db,
    callers,
    png,
    exe,
    file,
    foto,
    DOCX_TYPE,
    docxFile,
    uniqueTitle,
    topicId,
    fieldsOf,
    send,
    article,
    remove,
    get,
    createArticle,
    articleRow,
    assetRow,
    storedFiles,
    TABLES,
    expectNothingStored,
  }
}
