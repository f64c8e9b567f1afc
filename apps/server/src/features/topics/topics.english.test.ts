import { describe, expect, it } from 'vitest'
import { ArticlePageAnswerSchema, ArticlePaths } from '@aula/contract/articles'
import {
  TopicAnswerSchema,
  TopicMessages,
  TopicPaths,
  TopicsAnswerSchema,
  TopicWriteAnswerSchema,
} from '@aula/contract/topics'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'
import { topicAdmin, uniqueTitle } from '#test/fixtures/topics.admin.ts'

/* Topics in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const { form, foto, topicRow } = await topicAdmin(t)
const articles = await articleAdminKit(t)
const get = (url: string) => t.app.inject({ method: 'GET', url })

async function createTopic(fields: Record<string, string>) {
  const res = await form('POST', fields, [foto()], await adminWriteHeaders(t))
  expect(res.statusCode, res.body).toBe(200)
  return TopicWriteAnswerSchema.parse(res.json()).topic
}

describe('topics in English', () => {
  it('serves the English title and description with lang=en, Italian otherwise', async () => {
    const titleEn = uniqueTitle('Doughs')
    const topic = await createTopic({
      title: uniqueTitle('Impasti'),
      description: 'Tutto sugli impasti',
      titleEn,
      descriptionEn: 'All about doughs',
    })
    const it_ = TopicAnswerSchema.parse((await get(TopicPaths.topic(topic.id))).json()).topic
    expect([it_.title, it_.description]).toEqual([topic.title, 'Tutto sugli impasti'])
    const en = TopicAnswerSchema.parse(
      (await get(`${TopicPaths.topic(topic.id)}?lang=en`)).json(),
    ).topic
    expect([en.title, en.description]).toEqual([titleEn, 'All about doughs'])
    expect(en.languages).toEqual({ title: 'en', description: 'en' })
    expect(en.titles).toEqual({ it: topic.title, en: titleEn })

    const list = TopicsAnswerSchema.parse((await get(`${TopicPaths.topics}?lang=en`)).json())
    expect(list.find((item) => item.id === topic.id)?.title).toBe(titleEn)
    const italianList = TopicsAnswerSchema.parse((await get(TopicPaths.topics)).json())
    expect(italianList.find((item) => item.id === topic.id)?.title).toBe(topic.title)
  })

  it('falls back to Italian, and the admin can clear the English texts', async () => {
    const topic = await createTopic({
      title: uniqueTitle('Forni'),
      description: 'Legna e gas',
      titleEn: uniqueTitle('Ovens'),
    })
    const en = TopicAnswerSchema.parse(
      (await get(`${TopicPaths.topic(topic.id)}?lang=en`)).json(),
    ).topic
    expect(en.description).toBe('Legna e gas')
    expect(en.languages).toEqual({ title: 'en', description: 'it' })

    const res = await form(
      'PUT',
      { title: topic.title, description: 'Legna e gas', titleEn: '', descriptionEn: '' },
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const row = (await topicRow(topic.id))!
    expect([row.title_en, row.title_en_key, row.description_en]).toEqual([null, null, null])
  })

  it('names articles’ topics in English and filters by either title', async () => {
    const titleEn = uniqueTitle('Toppings')
    const topic = await createTopic({
      title: uniqueTitle('Condimenti'),
      description: 'Cosa mettere sopra',
      titleEn,
    })
    const article = await articles.createArticle(articles.uniqueTitle(), {
      category: String(topic.id),
    })
    for (const [category, lang] of [
      [topic.title, ''],
      [titleEn, '&lang=en'],
    ] as const) {
      const page = ArticlePageAnswerSchema.parse(
        (
          await get(`${ArticlePaths.articles}?category=${encodeURIComponent(category)}${lang}`)
        ).json(),
      )
      const found = Object.values(page.articles)
      expect(found.map((a) => a.id)).toEqual([article.id])
      expect(found[0]!.category).toBe(lang ? titleEn : topic.title)
    }
  })

  it('refuses an English title another topic has in either language', async () => {
    const taken = await createTopic({
      title: uniqueTitle('Farine'),
      description: 'Tipi di farina',
      titleEn: uniqueTitle('Flours'),
    })
    for (const titleEn of [taken.titles.en!, taken.title]) {
      const res = await form(
        'POST',
        { title: uniqueTitle('Nuovo'), description: 'Descrizione', titleEn },
        [foto()],
        await adminWriteHeaders(t),
      )
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(TopicMessages.duplicateEn)
    }
  })
})
