import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import {
  ArticleAnswerSchema,
  ArticleMessages,
  ArticlePaths,
  ArticleWriteAnswerSchema,
} from '@aula/contract/articles'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const {
  exe,
  foto,
  uniqueTitle,
  fieldsOf,
  article,
  get,
  createArticle,
  articleRow,
  assetRow,
  storedFiles,
  expectNothingStored,
} = await articleAdminKit(t)

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
