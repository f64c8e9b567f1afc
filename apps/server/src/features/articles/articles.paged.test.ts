import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  ArticlePageAnswerSchema,
  ArticlePaths,
  ArticlesAnswerSchema,
} from '@aula/contract/articles'
import { ListMessages } from '@aula/contract/list-query'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
await seedDemo(t.deps)

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `${ArticlePaths.articles}${query}` })
const page = async (query: string) => {
  const res = await get(query)
  expect(res.statusCode, res.body).toBe(200)
  return ArticlePageAnswerSchema.parse(res.json())
}

describe('GET /api/articles/ in pages', () => {
  it('pages through every article once, newest first, as the whole list', async () => {
    const whole = z.strictObject(ArticlesAnswerSchema.shape).parse((await get('')).json()).articles
    const seen: string[] = []
    for (let n = 1; ; n += 1) {
      const answer = await page(`?page=${n}&limit=2&fields=lean`)
      seen.push(...Object.keys(answer.articles))
      for (const card of Object.values(answer.articles)) {
        expect(card).not.toHaveProperty('content')
        expect(card).not.toHaveProperty('description')
      }
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(Object.keys(whole))
  })

  it('finds articles by their title, in any case and without accents, within a topic', async () => {
    const whole = Object.values(ArticlesAnswerSchema.parse((await get('')).json()).articles)
    const first = whole[0]!
    const word = first.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    const found = await page(`?q=${encodeURIComponent(word.toUpperCase())}&limit=48`)
    expect(Object.keys(found.articles)).toContain(first.title)
    if (first.category) {
      const inTopic = await page(`?category=${encodeURIComponent(first.category)}&limit=48`)
      for (const a of Object.values(inTopic.articles)) expect(a.category).toBe(first.category)
      expect(inTopic.total).toBe(whole.filter((a) => a.category === first.category).length)
    }
    expect((await page('?q=zzz-nessun-articolo')).total).toBe(0)
  })

  it('refuses a bad page or size with a 400 that says why', async () => {
    const res = await get('?limit=0')
    expect(res.statusCode).toBe(400)
    // Said once: the field's own message already names it.
    expect(res.json().message).toBe(`Invalid querystring: ${ListMessages.limit}`)
  })
})
