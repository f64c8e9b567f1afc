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
} from '@aula/contract/articles'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const {
  png,
  exe,
  foto,
  uniqueTitle,
  topicId,
  fieldsOf,
  article,
  get,
  createArticle,
  articleRow,
  assetRow,
  expectNothingStored,
} = await articleAdminKit(t)

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
