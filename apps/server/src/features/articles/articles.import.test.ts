import { describe, expect, it } from 'vitest'
import {
  ArticleAnswerSchema,
  ArticleMessages,
  ArticlePaths,
  ArticlesAnswerSchema,
} from '@aula/contract/articles'
import { FileMessages } from '@aula/contract/admin-forms'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { importKit } from '#test/fixtures/imports.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'
import { importArticle, type ArticleImport } from './articles.admin.service.ts'

/*
 * An article brought from elsewhere (the demo school): its text, topic, a cover already
 * stored and when it was first published; checked and recorded as the admin's form is.
 */

const t = await buildTestApp()
const {
  actor,
  deps,
  storedPicture,
  pictureView,
  expectRefusedLikeForm,
  expectRefused,
  fieldsRefusal,
  auditOf,
} = await importKit(t)
const { article, fieldsOf, foto, uniqueTitle, topicId, articleRow, TABLES } =
  await articleAdminKit(t)

const articleOf = async (title: string): Promise<ArticleImport> => ({
  title,
  intro: 'La maturazione lenta rende la pizza più digeribile',
  description: '',
  content: '<h2>Perché</h2><p>Il tempo lavora per noi.</p>',
  categoryId: topicId,
  coverId: await storedPicture(),
})

describe('importArticle', () => {
  it('stores the article with its cover and date, records the admin, and shows it to visitors', async () => {
    const values = await articleOf(uniqueTitle('Maturazione'))
    const publishedAt = '2024-05-06T07:08:09.000Z'
    const imported = await importArticle(deps, actor, {
      ...values,
      title: ` ${values.title} `,
      content: '<p>Il tempo <script>alert(1)</script>lavora.</p>',
      publishedAt,
    })
    const coverView = await pictureView(values.coverId)
    expect(imported).toMatchObject({
      title: values.title,
      intro: values.intro,
      // Left blank, the summary is taken from the intro, as on the form.
      description: values.intro,
      content: '<p>Il tempo lavora.</p>',
      category: 'Impasti',
      categoryId: topicId,
      date: publishedAt,
      fileUrl: coverView.url,
      images: { cover: coverView },
    })
    expect((await articleRow(imported.id))?.cover_id).toBe(values.coverId)
    const audit = await auditOf('article.create', imported.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: actor.id, target_type: 'article' })

    const res = await t.app.inject({ method: 'GET', url: ArticlePaths.article(values.title) })
    expect(res.statusCode, res.body).toBe(200)
    expect(ArticleAnswerSchema.parse(res.json()).article).toEqual(imported)
    const list = await t.app.inject({ method: 'GET', url: ArticlePaths.articles })
    expect(ArticlesAnswerSchema.parse(list.json()).articles[values.title]).toEqual(imported)
  })

  it('refuses a title already taken, in any case, with the form’s 409', async () => {
    const taken = await importArticle(deps, actor, await articleOf(uniqueTitle('Farine')))
    const again = taken.title.toUpperCase()
    const onForm = await article('POST', fieldsOf(again), [foto()], await adminWriteHeaders(t))
    expect(onForm.statusCode, onForm.body).toBe(409)
    const values = await articleOf(again)
    await expectRefusedLikeForm(TABLES, () => importArticle(deps, actor, values), onForm)
  })

  it('refuses an unknown topic with the form’s 400 on that field', async () => {
    const title = uniqueTitle('Fantasma')
    const onForm = await article(
      'POST',
      fieldsOf(title, { category: '876543' }),
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(400)
    const values = { ...(await articleOf(title)), categoryId: 876_543 }
    await expectRefusedLikeForm(TABLES, () => importArticle(deps, actor, values), onForm)
  })

  it('refuses a cover that is not stored with a 400 on the cover field, not the topic', async () => {
    const values = { ...(await articleOf(uniqueTitle('Senza copertina'))), coverId: 'no-such' }
    const answer = await expectRefused(TABLES, () => importArticle(deps, actor, values))
    expect(answer).toEqual(fieldsRefusal({ path: 'foto', message: FileMessages.pictureNotStored }))
  })

  it('names the topic when it is the one missing, even with a cover not stored', async () => {
    const values = {
      ...(await articleOf(uniqueTitle('Orfano'))),
      categoryId: 876_543,
      coverId: 'no-such',
    }
    const answer = await expectRefused(TABLES, () => importArticle(deps, actor, values))
    expect(answer).toEqual(
      fieldsRefusal({ path: 'category', message: ArticleMessages.unknownCategory }),
    )
  })
})
