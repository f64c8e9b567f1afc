import { describe, expect, it } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import { ArticleAnswerSchema, ArticlePaths, ArticlesAnswerSchema } from '@aula/contract/articles'
import { seedDemo } from '#seed/seed.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import { bearer, buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
const { db } = t.deps
await seedDemo(t.deps)

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

async function insertArticle(title: string, content: string, publishedAt: string) {
  const row = await db
    .insertInto('article')
    .values({
      title,
      title_key: titleKey(title),
      intro: 'Intro breve',
      description: 'Descrizione',
      content,
      category_id: null,
      cover_id: null,
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Written straight into the database, where no admin write tells the kept public reads.
  await contentChanged(db)
  return Number(row.id)
}

describe('GET /api/articles/', () => {
  it('answers every article keyed by title, newest publication first', async () => {
    const res = await get(ArticlePaths.articles)
    expect(res.statusCode).toBe(200)
    const { articles } = ArticlesAnswerSchema.parse(res.json())
    const rows = await db
      .selectFrom('article')
      .select(['title', 'published_at'])
      .orderBy('published_at', 'desc')
      .execute()
    expect(Object.keys(articles)).toEqual(rows.map((r) => r.title))
    const dates = Object.values(articles).map((a) => a.date)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('shows the topic, the publication date and the cover of a seeded article', async () => {
    const { articles } = ArticlesAnswerSchema.parse((await get(ArticlePaths.articles)).json())
    const article = articles['Biga e poolish: guida ai prefermenti']!
    const row = await db
      .selectFrom('article')
      .innerJoin('topic', 'topic.id', 'article.category_id')
      .select(['article.id', 'article.published_at', 'topic.title as topic'])
      .where('article.title', '=', 'Biga e poolish: guida ai prefermenti')
      .executeTakeFirstOrThrow()
    expect(article).toMatchObject({
      id: Number(row.id),
      category: row.topic,
      date: new Date(row.published_at).toISOString(),
    })
    expect(article.fileUrl).toBe(article.images.cover!.url)
    expect(article.content).toContain('<h2>')
  })
})

describe('GET /api/article/{title}', () => {
  it('finds an article by its title with spaces or hyphens, in any case', async () => {
    const title = 'Le temperature del forno a legna'
    for (const form of [
      title,
      titleToSlug(title),
      title.toLowerCase(),
      titleToSlug(title).toUpperCase(),
    ]) {
      const res = await get(ArticlePaths.article(form))
      expect(res.statusCode, form).toBe(200)
      expect(ArticleAnswerSchema.parse(res.json()).article.title).toBe(title)
    }
  })

  it('finds a title that contains a hyphen', async () => {
    const title = 'Alta-idratazione: mito o realtà'
    const id = await insertArticle(
      title,
      '<p>Testo</p>',
      new Date(Date.now() - 5_000).toISOString(),
    )
    const res = await get(ArticlePaths.article('alta-idratazione:-mito-o-realtà'))
    expect(res.statusCode).toBe(200)
    expect(ArticleAnswerSchema.parse(res.json()).article.id).toBe(id)
    // The newest publication now heads the list.
    const { articles } = ArticlesAnswerSchema.parse((await get(ArticlePaths.articles)).json())
    expect(Object.keys(articles)[0]).toBe(title)
  })

  it('answers 404 Not found for an unknown title, whatever bearer comes along', async () => {
    for (const headers of [{}, bearer('garbage')]) {
      const res = await get(ArticlePaths.article('Articolo che non esiste'), headers)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
  })

  it('serves stored content cleaned of scripts, handlers and dangerous URLs', async () => {
    const title = 'Articolo con HTML sporco'
    await insertArticle(
      title,
      '<p>Testo <em>utile</em></p><script>alert("x")</script>' +
        '<img src="javascript:alert(1)"><img src="/media/images/a-640.webp" onerror="alert(1)" width="200">' +
        '<a href="JAVASCRIPT:alert(1)" onclick="x()">uno</a><a href="mailto:info@example.com">mail</a>' +
        '<div style="background:url(javascript:alert(1))">blocco</div><svg onload="alert(1)"></svg>' +
        '<form action="https://evil.example"><input name="q"></form>',
      new Date(Date.now() - 86_400_000).toISOString(),
    )
    const res = await get(ArticlePaths.article(title))
    const { content } = ArticleAnswerSchema.parse(res.json()).article
    expect(content).toBe(
      '<p>Testo <em>utile</em></p><img src="/media/images/a-640.webp" alt="" width="200" />' +
        '<a>uno</a><a href="mailto:info@example.com">mail</a>blocco',
    )
  })
})

describe('odd article addresses', () => {
  it('answers a 4xx with a message, never a 500', async () => {
    for (const segment of ODD_PATH_SEGMENTS) {
      for (const url of [`/api/article/${segment}`]) {
        const res = await get(url)
        // 400 bad input, 404 no such title, 414 longer than any path the router takes.
        expect([400, 404, 414], url).toContain(res.statusCode)
        expect(res.json()).toHaveProperty('message')
      }
    }
  })
})
