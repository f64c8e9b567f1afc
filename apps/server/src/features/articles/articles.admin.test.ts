import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import { FileMessages } from '@aula/contract/admin-forms'
import {
  ArticleAnswerSchema,
  ArticleLimits,
  ArticleMessages,
  ArticlePaths,
  ArticlesAnswerSchema,
  ArticleWriteAnswerSchema,
  ArticleWritePaths,
  ConvertDocxAnswerSchema,
  UploadAnswerSchema,
} from '@aula/contract/articles'
import { now } from '#src/lib/clock.ts'
import { buildTestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectRefused,
  multipart,
  refusedCallers,
  snapshot,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'
import { buildDocx, buildZip, solidPng } from '@aula/testkit/docx'

const t = await buildTestApp()
const { db } = t.deps
const callers = await refusedCallers(t)

const png = await sharp({
  create: { width: 800, height: 600, channels: 3, background: '#C8102E' },
})
  .png()
  .toBuffer()
/** The first bytes of a Windows program: what an executable renamed .jpg starts with. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)])

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

describe('article admin writes: who may call them', () => {
  let target = ''
  const writes: {
    name: string
    run: (headers: Record<string, string>) => Promise<Awaited<ReturnType<typeof get>>>
  }[] = [
    {
      name: 'POST /api/article/',
      run: (headers) => article('POST', fieldsOf(uniqueTitle()), [foto()], headers),
    },
    {
      name: 'PUT /api/article/',
      run: (headers) =>
        article('PUT', fieldsOf(target, { content: '<p>Nuovo</p>' }), [foto()], headers),
    },
    { name: 'DELETE /api/article/', run: (headers) => remove({ title: target }, headers) },
    {
      name: 'POST /api/upload/',
      run: (headers) =>
        send(
          'POST',
          ArticleWritePaths.upload,
          {},
          [file('file', png, 'image/png', 'a.png')],
          headers,
        ),
    },
    {
      name: 'POST /api/convert-docx-to-html/',
      run: (headers) =>
        send(
          'POST',
          ArticleWritePaths.convertDocx,
          {},
          [docxFile(buildDocx([{ paragraph: 'Ciao' }, { image: png }]))],
          headers,
        ),
    },
  ]
  for (const write of writes) {
    it(`${write.name} accepts only an admin's private token`, async () => {
      target = (await createArticle()).title
      const before = await snapshot(t, [...TABLES])
      const files = storedFiles()
      for (const caller of callers) {
        expectRefused(await write.run(caller.headers), caller.status)
      }
      expect(await snapshot(t, [...TABLES])).toEqual(before)
      expect(storedFiles()).toEqual(files)
      const res = await write.run(await adminWriteHeaders(t))
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})

describe('POST /api/article/', () => {
  it('publishes the article with its cover, clean content and topic, and records it', async () => {
    const title = uniqueTitle('Lievito madre')
    const before = Date.now()
    const res = await article(
      'POST',
      fieldsOf(` ${title}  `, {
        content:
          '<h1>Titolo</h1><p onclick="x()">Testo <b>forte</b></p><script>alert(1)</script>' +
          '<img src="javascript:alert(1)"><a href="https://example.com" target="_blank">link</a>',
      }),
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = ArticleWriteAnswerSchema.parse(res.json())
    expect(answer.message).toBe('Success')
    const created = answer.article
    expect(created).toMatchObject({
      title,
      intro: 'La maturazione lenta rende la pizza più digeribile',
      // No summary given: the intro stands in for it.
      description: 'La maturazione lenta rende la pizza più digeribile',
      content:
        '<h2>Titolo</h2><p>Testo <strong>forte</strong></p>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>',
      category: 'Impasti',
      categoryId: topicId,
    })
    expect(Date.parse(created.date)).toBeGreaterThanOrEqual(before - 1000)
    expect(created.fileUrl).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(created.images.cover?.srcset).toContain('640w')

    const row = await articleRow(created.id)
    expect(row).toMatchObject({ title, title_key: titleKey(title), content: created.content })
    expect(row!.published_at).toBeTruthy()
    expect(await assetRow(row!.cover_id!)).toBeDefined()

    // The public pages show it: first in the list, and under its slug.
    const list = ArticlesAnswerSchema.parse((await get(ArticlePaths.articles)).json())
    expect(Object.keys(list.articles)[0]).toBe(title)
    const one = await get(ArticlePaths.article(titleToSlug(title).toLowerCase()))
    expect(ArticleAnswerSchema.parse(one.json()).article).toEqual(created)
    const cover = await get(created.fileUrl)
    expect(cover.statusCode).toBe(200)
    expect(cover.headers['content-type']).toContain('image/webp')

    const audit = await auditRows(t, 'article.create', created.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'article' })
  })

  it('keeps a given summary, and takes no topic when the category is blank', async () => {
    const created = await createArticle(uniqueTitle(), {
      description: '  Una guida breve  ',
      category: '',
      content: '',
    })
    expect(created).toMatchObject({
      description: 'Una guida breve',
      category: '',
      categoryId: null,
      content: '',
    })
  })

  it('without a cover is a 400 naming foto, together with any other missing field', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () => article('POST', fieldsOf(uniqueTitle()), [], headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'foto', message: ArticleMessages.coverRequired }])
    const empty = await expectNothingStored(
      () =>
        article(
          'POST',
          fieldsOf(''),
          [foto(Buffer.alloc(0), 'application/octet-stream', '')],
          headers,
        ),
      400,
    )
    expect(empty.json().errors.map((e: { path: string }) => e.path)).toEqual(['title', 'foto'])
  })

  it('with a title already taken, in any case or spacing, is a 409', async () => {
    const { title } = await createArticle(uniqueTitle('Forno-Elettrico'))
    const res = await expectNothingStored(
      async () =>
        article(
          'POST',
          fieldsOf(title.toUpperCase().replace('-', ' ')),
          [foto()],
          await adminWriteHeaders(t),
        ),
      409,
    )
    expect(res.json()).toEqual({ message: ArticleMessages.duplicate })
  })

  it('with a topic that does not exist is a 400 naming the category', async () => {
    const res = await expectNothingStored(
      async () =>
        article(
          'POST',
          fieldsOf(uniqueTitle(), { category: '987654' }),
          [foto()],
          await adminWriteHeaders(t),
        ),
      400,
    )
    expect(res.json().errors).toEqual([
      { path: 'category', message: ArticleMessages.unknownCategory },
    ])
  })

  const badFields: [string, Record<string, string>][] = [
    ['without title', { intro: 'I', content: '' }],
    ['without intro', { title: 'Senza intro', content: '' }],
    ['with a blank intro', { title: 'Intro vuota', intro: '   ' }],
    ['with a text category', { title: 'Categoria', intro: 'I', category: 'pizza' }],
    ['with a negative category', { title: 'Categoria', intro: 'I', category: '-2' }],
    ['with an over-long title', { title: 't'.repeat(ArticleLimits.title + 1), intro: 'I' }],
    ['with an over-long intro', { title: 'Lunga', intro: 'i'.repeat(ArticleLimits.intro + 1) }],
    [
      'with an over-long description',
      { title: 'Lunga', intro: 'I', description: 'd'.repeat(ArticleLimits.description + 1) },
    ],
    [
      'with over-long content',
      { title: 'Lunga', intro: 'I', content: 'c'.repeat(ArticleLimits.content + 1) },
    ],
  ]
  for (const [name, fields] of badFields) {
    it(`${name} is a 400 naming the field`, async () => {
      const headers = await adminWriteHeaders(t)
      const res = await expectNothingStored(() => article('POST', fields, [foto()], headers), 400)
      expect(res.json().errors.length).toBeGreaterThan(0)
    })
  }

  it('a program renamed .jpg, or text as the cover, is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    for (const cover of [
      foto(exe, 'image/jpeg', 'setup.jpg'),
      foto(Buffer.from('non è una foto\n'.repeat(40)), 'image/png', 'foto.png'),
    ]) {
      const res = await expectNothingStored(
        () => article('POST', fieldsOf(uniqueTitle()), [cover], headers),
        415,
      )
      expect(res.json()).toEqual({ message: FileMessages.imageType })
    }
  })

  it('a cover over 10 MB is a 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(
      async () => article('POST', fieldsOf(uniqueTitle()), [foto(big)], await adminWriteHeaders(t)),
      413,
    )
  })

  it('JSON instead of multipart is a 415, and a broken multipart body a 400', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.article,
          payload: fieldsOf(uniqueTitle()),
          headers,
        }),
      415,
    )
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.article,
          payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nTagliato',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
        }),
      400,
    )
  })
})

describe('PUT /api/article/', () => {
  it('renames, rewrites and replaces the cover; the old cover is deleted', async () => {
    const old = await createArticle()
    const oldRow = (await articleRow(old.id))!
    const oldCover = oldRow.cover_id!
    expect(storedFiles().some((f) => f.includes(oldCover))).toBe(true)
    const newTitle = uniqueTitle('Rinominato')
    const jpeg = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#11AA33' },
    })
      .jpeg()
      .toBuffer()
    const res = await article(
      'PUT',
      {
        title: titleToSlug(old.title).toUpperCase(),
        newTitle,
        intro: 'Nuova intro',
        content: '<p>Nuovo <i>testo</i></p><iframe src="https://evil.example"></iframe>',
        category: '',
        description: '',
      },
      [foto(jpeg, 'image/jpeg', 'b.jpg')],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = ArticleWriteAnswerSchema.parse(res.json()).article
    expect(updated).toMatchObject({
      id: old.id,
      title: newTitle,
      intro: 'Nuova intro',
      description: 'Nuova intro',
      content: '<p>Nuovo <em>testo</em></p>',
      category: '',
      categoryId: null,
      // Editing does not change when it was published.
      date: old.date,
    })
    expect(updated.fileUrl).not.toBe(old.fileUrl)
    const row = (await articleRow(old.id))!
    expect(row.cover_id).not.toBe(oldCover)
    expect(await assetRow(oldCover)).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(oldCover))).toEqual([])
    expect(storedFiles().some((f) => f.includes(row.cover_id!))).toBe(true)

    expect((await get(ArticlePaths.article(old.title))).statusCode).toBe(404)
    const shown = await get(ArticlePaths.article(newTitle))
    expect(ArticleAnswerSchema.parse(shown.json()).article).toEqual(updated)
    const audit = await auditRows(t, 'article.update', old.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ from: old.title, to: newTitle })
  })

  it('without a cover keeps the current one; without newTitle keeps the title', async () => {
    const old = await createArticle()
    const cover = (await articleRow(old.id))!.cover_id
    const res = await article(
      'PUT',
      fieldsOf(old.title, { newTitle: '', content: '<p>Solo testo</p>', description: 'Nuovo' }),
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().article).toMatchObject({
      title: old.title,
      content: '<p>Solo testo</p>',
      description: 'Nuovo',
      fileUrl: old.fileUrl,
    })
    expect((await articleRow(old.id))!.cover_id).toBe(cover)
    expect((await get(old.fileUrl)).statusCode).toBe(200)
  })

  it('of an unknown title is a 404; a rename onto another article is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () => article('PUT', fieldsOf(uniqueTitle('Nessuno'), { content: '<p>x</p>' }), [], headers),
      404,
    )
    const a = await createArticle()
    const b = await createArticle()
    const res = await expectNothingStored(
      () =>
        article(
          'PUT',
          fieldsOf(a.title, { newTitle: b.title.toLowerCase(), content: '<p>x</p>' }),
          [foto()],
          headers,
        ),
      409,
    )
    expect(res.json()).toEqual({ message: ArticleMessages.duplicate })
  })

  it('without content, or with a cover that is not an image, changes nothing', async () => {
    const headers = await adminWriteHeaders(t)
    const { title } = await createArticle()
    const res = await expectNothingStored(
      () => article('PUT', fieldsOf(title, { content: ' ' }), [], headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'content', message: 'Required' }])
    await expectNothingStored(
      () =>
        article(
          'PUT',
          fieldsOf(title, { content: '<p>x</p>' }),
          [foto(exe, 'image/jpeg', 'setup.jpg')],
          headers,
        ),
      415,
    )
    await expectNothingStored(
      () =>
        article(
          'PUT',
          fieldsOf(title, { content: '<p>x</p>', category: '999999' }),
          [foto()],
          headers,
        ),
      400,
    )
    await expectNothingStored(
      () => article('PUT', { newTitle: 'X', intro: 'I', content: '<p>x</p>' }, [], headers),
      400,
    )
  })
})

describe('DELETE /api/article/', () => {
  it('removes the article and its cover; the public page is gone', async () => {
    const headers = await adminWriteHeaders(t)
    const created = await createArticle(uniqueTitle('Da-cancellare'))
    const cover = (await articleRow(created.id))!.cover_id!
    const res = await remove({ title: titleToSlug(created.title) }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await articleRow(created.id)).toBeUndefined()
    expect(await assetRow(cover)).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(cover))).toEqual([])
    expect((await get(ArticlePaths.article(created.title))).statusCode).toBe(404)
    const list = ArticlesAnswerSchema.parse((await get(ArticlePaths.articles)).json())
    expect(list.articles[created.title]).toBeUndefined()
    expect(await auditRows(t, 'article.delete', created.id)).toHaveLength(1)
    const again = await expectNothingStored(() => remove({ title: created.title }, headers), 404)
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  const badBodies: [string, unknown][] = [
    ['without title', {}],
    ['with a blank title', { title: '  ' }],
    ['with a number title', { title: 12 }],
    ['with an object title', { title: { $ne: '' } }],
  ]
  for (const [name, payload] of badBodies) {
    it(`${name} is a 400`, async () => {
      await expectNothingStored(async () => remove(payload, await adminWriteHeaders(t)), 400)
    })
  }

  it('with malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: ArticleWritePaths.article,
          payload: '{"title":',
          headers,
        }),
      400,
    )
  })
})

describe('POST /api/upload/', () => {
  const upload = async (files: UploadFile[]) =>
    send('POST', ArticleWritePaths.upload, {}, files, await adminWriteHeaders(t))

  it('stores the picture re-encoded and answers where the editor can show it', async () => {
    for (const field of ['file', 'upload', 'image']) {
      const res = await upload([file(field, png, 'image/png', 'foto.png')])
      expect(res.statusCode, res.body).toBe(200)
      const answer = UploadAnswerSchema.parse(res.json())
      expect(answer.url).toMatch(/^\/media\/images\/.+-\d+\.webp$/)
      expect(answer.location).toBe(answer.url)
      // Never wider than the picture itself: 640 is the largest standard width under 800.
      expect(answer.image).toMatchObject({ url: answer.url, width: 640, height: 480 })
      const served = await get(answer.url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toContain('image/webp')
      const id = /images\/(.+)-\d+\.webp$/.exec(answer.url)![1]!
      expect(await assetRow(id)).toMatchObject({ kind: 'image', mime: 'image/webp' })
      expect(await auditRows(t, 'article.image-upload', id)).toHaveLength(1)
    }
  })

  it('refuses what is not an image (415), too big (413), missing (400) or not multipart', async () => {
    await expectNothingStored(() => upload([file('file', exe, 'image/jpeg', 'setup.jpg')]), 415)
    await expectNothingStored(
      () => upload([file('file', buildDocx([{ paragraph: 'x' }]), 'image/png', 'x.png')]),
      415,
    )
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(() => upload([file('file', big, 'image/png', 'big.png')]), 413)
    const none = await expectNothingStored(() => upload([]), 400)
    expect(none.json().errors).toEqual([{ path: 'file', message: 'Required' }])
    await expectNothingStored(() => upload([file('altro', png, 'image/png', 'foto.png')]), 400)
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.upload,
          payload: { file: png.toString('base64') },
          headers: await adminWriteHeaders(t),
        }),
      415,
    )
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.upload,
          payload: '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
          headers: {
            ...(await adminWriteHeaders(t)),
            'content-type': 'multipart/form-data; boundary=B',
          },
        }),
      400,
    )
  })
})

describe('POST /api/convert-docx-to-html/', () => {
  const convert = async (files: UploadFile[]) =>
    send('POST', ArticleWritePaths.convertDocx, {}, files, await adminWriteHeaders(t))

  it('turns a Word document into clean HTML with its pictures stored as images', async () => {
    const picture = solidPng(120, 80, [242, 177, 52])
    const docx = buildDocx([
      { heading: 'La biga' },
      { paragraph: 'Un prefermento <script>alert(1)</script>', bold: true },
      { link: 'Il sito', href: 'https://example.com/biga' },
      { link: 'Non cliccare', href: 'javascript:alert(1)' },
      { image: picture, alt: 'Impasto' },
    ])
    const before = storedFiles()
    const res = await convert([docxFile(docx)])
    expect(res.statusCode, res.body).toBe(200)
    const { htmlContent, warnings } = ConvertDocxAnswerSchema.parse(res.json())
    const src = /<img src="([^"]+)"/.exec(htmlContent)?.[1]
    expect(src).toMatch(/^\/media\/images\/.+-120\.webp$/)
    expect(htmlContent).toBe(
      '<h2>La biga</h2>' +
        '<p><strong>Un prefermento &lt;script&gt;alert(1)&lt;/script&gt;</strong></p>' +
        '<p><a href="https://example.com/biga">Il sito</a></p>' +
        '<p><a>Non cliccare</a></p>' +
        `<p><img src="${src}" alt="Impasto" /></p>`,
    )
    expect(htmlContent).not.toContain('data:')
    expect(warnings).toEqual([])
    const served = await get(src!)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toContain('image/webp')
    expect(storedFiles().length).toBe(before.length + 1)
    const id = /images\/(.+)-\d+\.webp$/.exec(src!)![1]!
    expect(await assetRow(id)).toMatchObject({ kind: 'image', width: 120, height: 80 })
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'article.docx-convert')
      .execute()
    expect(audit.some((row) => JSON.parse(row.detail!).images.includes(id))).toBe(true)

    // The converted HTML is what the form then saves as the article's content.
    const created = await createArticle(uniqueTitle(), { content: htmlContent })
    expect(created.content).toBe(htmlContent)
  })

  it('judges a document by its content, not by its name or declared type', async () => {
    const docx = buildDocx([{ paragraph: 'Scritto in Word' }])
    const res = await convert([docxFile(docx, 'appunti.bin', 'application/octet-stream')])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ htmlContent: '<p>Scritto in Word</p>', warnings: [] })
  })

  it('leaves out a picture that is not an image we take, and says so', async () => {
    const docx = buildDocx([
      { paragraph: 'Testo' },
      { image: Buffer.from('not a picture at all'), extension: 'emf' },
    ])
    const res = await expectNothingStoredButAudit(() => convert([docxFile(docx)]))
    const { htmlContent, warnings } = ConvertDocxAnswerSchema.parse(res.json())
    expect(htmlContent).toBe('<p>Testo</p>')
    expect(warnings).toContain(`Picture 1 was left out: ${FileMessages.imageType}`)
  })

  async function expectNothingStoredButAudit(run: () => Promise<Awaited<ReturnType<typeof get>>>) {
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    const res = await run()
    expect(res.statusCode, res.body).toBe(200)
    const after = await snapshot(t, [...TABLES])
    expect(after.slice(0, TABLES.length)).toEqual(before.slice(0, TABLES.length))
    expect(storedFiles()).toEqual(files)
    return res
  }

  it('refuses a PNG renamed .docx, a plain ZIP and a damaged document with 415', async () => {
    const cases: [string, Buffer][] = [
      ['a PNG renamed .docx', png],
      ['a program renamed .docx', exe],
      ['a ZIP without word/document.xml', buildZip([{ name: 'notes.txt', data: 'ciao' }])],
      [
        'a DOCX whose text is not XML',
        buildZip([
          { name: '[Content_Types].xml', data: '<Types/>' },
          { name: 'word/document.xml', data: '<<< non XML >>>' },
        ]),
      ],
      [
        'a DOCX cut in half',
        (() => {
          const whole = buildDocx([{ paragraph: 'Testo' }, { image: png }])
          return whole.subarray(0, Math.floor(whole.length / 2))
        })(),
      ],
      [
        'a DOCX with a corrupted body',
        (() => {
          const whole = Buffer.from(buildDocx([{ paragraph: 'Testo '.repeat(200) }]))
          whole.fill(0x41, 200, 600)
          return whole
        })(),
      ],
    ]
    for (const [name, bytes] of cases) {
      const res = await expectNothingStored(() => convert([docxFile(bytes)]), 415)
      expect(res.json(), name).toEqual({ message: FileMessages.docxType })
    }
  })

  it('refuses a file over 10 MB, or one that unpacks to too much, with 413', async () => {
    const big = Buffer.concat([buildDocx([{ paragraph: 'x' }]), Buffer.alloc(10 * 1024 * 1024)])
    await expectNothingStored(() => convert([docxFile(big)]), 413)
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: Buffer.alloc(101 * 1024 * 1024, 0x20) },
    ])
    expect(bomb.length).toBeLessThan(1024 * 1024)
    await expectNothingStored(() => convert([docxFile(bomb)]), 413)
  })

  it('without a file is a 400; JSON or a broken multipart body is refused', async () => {
    const none = await expectNothingStored(() => convert([]), 400)
    expect(none.json().errors).toEqual([{ path: 'file', message: 'Required' }])
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.convertDocx,
          payload: { file: 'x' },
          headers: await adminWriteHeaders(t),
        }),
      415,
    )
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.convertDocx,
          payload:
            '--B\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nPK',
          headers: {
            ...(await adminWriteHeaders(t)),
            'content-type': 'multipart/form-data; boundary=B',
          },
        }),
      400,
    )
  })
})
