import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import {
  ArticleAnswerSchema,
  ArticleMessages,
  ArticlePageAnswerSchema,
  ArticlePaths,
  ArticlesAnswerSchema,
} from '@aula/contract/articles'
import { ContentLanguageMessages } from '@aula/contract/content-language'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { bilingualReadTests } from '#test/bilingual-reads.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

/* Articles in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const { uniqueTitle, fieldsOf, foto, article, get, createArticle, articleRow } =
  await articleAdminKit(t)

const english = (title: string) => ({
  titleEn: title,
  introEn: 'Slow rising makes pizza lighter',
  descriptionEn: 'Why time matters',
  contentEn: '<h2>Why</h2><p>Time works for us.</p><script>alert(1)</script>',
})

const one = async (slug: string, query = '') => {
  const res = await get(`${ArticlePaths.article(slug)}${query}`)
  return {
    res,
    article: res.statusCode === 200 ? ArticleAnswerSchema.parse(res.json()).article : null,
  }
}

describe('articles in English', () => {
  bilingualReadTests({
    t,
    name: 'an article',
    uniqueTitle,
    create: (title, extra) => createArticle(title, extra),
    english,
    url: ArticlePaths.article,
    itemOf: (json) => ArticleAnswerSchema.parse(json).article,
  })

  it('serves the English texts with lang=en, the Italian ones without, and says which is which', async () => {
    const titleEn = uniqueTitle('Slow rising')
    const created = await createArticle(uniqueTitle('Lievitazione'), english(titleEn))

    const it_ = (await one(titleToSlug(created.title))).article!
    expect(it_.title).toBe(created.title)
    expect(it_.content).toContain('Il tempo lavora per noi')
    expect(it_.languages).toEqual({ title: 'it', intro: 'it', description: 'it', content: 'it' })
    expect(it_.titles).toEqual({ it: created.title, en: titleEn })

    const en = (await one(titleToSlug(created.title), '?lang=en')).article!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe('Slow rising makes pizza lighter')
    // The English text is cleaned as the Italian one is.
    expect(en.content).toContain('Time works for us.')
    expect(en.content).not.toContain('<script')
    expect(en.languages).toEqual({ title: 'en', intro: 'en', description: 'en', content: 'en' })
  })

  it('falls back to Italian, text by text, where the English is missing', async () => {
    const titleEn = uniqueTitle('Only a title')
    const created = await createArticle(uniqueTitle('Solo titolo'), { titleEn })
    const en = (await one(titleToSlug(titleEn), '?lang=en')).article!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe(created.intro)
    expect(en.content).toContain('Il tempo lavora per noi')
    expect(en.languages).toEqual({ title: 'en', intro: 'it', description: 'it', content: 'it' })
  })

  it('refuses an unknown language with a message', async () => {
    const created = await createArticle()
    const { res } = await one(titleToSlug(created.title), '?lang=fr')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(ContentLanguageMessages.lang)
  })

  it('lists in English and searches both languages', async () => {
    const titleEn = uniqueTitle('Wood fired oven')
    const created = await createArticle(uniqueTitle('Forno a legna'), english(titleEn))
    const list = ArticlesAnswerSchema.parse((await get(`${ArticlePaths.articles}?lang=en`)).json())
    expect(list.articles[titleEn]?.id).toBe(created.id)
    const page = ArticlePageAnswerSchema.parse(
      (await get(`${ArticlePaths.articles}?q=${encodeURIComponent(titleEn)}&fields=lean`)).json(),
    )
    expect(Object.values(page.articles).map((a) => a.id)).toEqual([created.id])
  })

  it('lets the admin clear the English texts, and lists the articles still to translate', async () => {
    const titleEn = uniqueTitle('To be cleared')
    const created = await createArticle(uniqueTitle('Da svuotare'), english(titleEn))
    const missing = async () =>
      Object.values(
        ArticlePageAnswerSchema.parse(
          (await get(`${ArticlePaths.articles}?missing=en&limit=48`)).json(),
        ).articles,
      ).map((a) => a.id)
    expect(await missing()).not.toContain(created.id)

    const res = await article(
      'PUT',
      { ...fieldsOf(created.title), titleEn: '', introEn: '', descriptionEn: '', contentEn: '' },
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const row = (await articleRow(created.id))!
    expect([row.title_en, row.title_en_key, row.intro_en, row.content_en]).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect((await one(titleToSlug(titleEn))).res.statusCode).toBe(404)
    expect(await missing()).toContain(created.id)
  })

  it('refuses an English title another article already has, in either language', async () => {
    const taken = await createArticle(uniqueTitle('Occupato'), { titleEn: uniqueTitle('Taken') })
    for (const titleEn of [taken.titles.en!, taken.title]) {
      const res = await article(
        'POST',
        { ...fieldsOf(uniqueTitle('Nuovo')), titleEn },
        [foto()],
        await adminWriteHeaders(t),
      )
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(ArticleMessages.duplicateEn)
    }
  })
})
