import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { ArticlePaths, ArticlesAnswerSchema, ArticleWritePaths } from '@aula/contract/articles'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const {
  uniqueTitle,
  remove,
  get,
  createArticle,
  articleRow,
  assetRow,
  storedFiles,
  expectNothingStored,
} = await articleAdminKit(t)

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
