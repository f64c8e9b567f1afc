import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { head, href, seoApp, SITE } from '#test/fixtures/seo.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

/* Pages in both languages and their addresses (docs/product.md#content-languages-and-urls). */

const { t, get } = await seoApp()
const { createArticle } = await articleAdminKit(t)

const created = await createArticle('Lievitazione lenta in teglia', {
  titleEn: 'Slow rising in the pan',
  introEn: 'Why a slow rise makes a lighter pizza',
})
const itPath = href('/articolo', created.title)
const enPath = href('/articolo', 'Slow rising in the pan')

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  )

describe('an article in two languages', () => {
  it('names its Italian and English addresses in the head of both pages', async () => {
    const expected = {
      it: SITE + itPath,
      en: `${SITE}${enPath}?lang=en`,
      'x-default': SITE + itPath,
    }
    const italian = await page(itPath)
    expect(italian.statusCode).toBe(200)
    expect(alternates(italian.body)).toEqual(expected)
    expect(head(italian.body).ogTitle).toBe(created.title)
    expect(head(italian.body).canonical).toBe(SITE + itPath)

    const english = await page(`${enPath}?lang=en`)
    expect(english.statusCode).toBe(200)
    expect(english.body).toContain('<html lang="en"')
    expect(alternates(english.body)).toEqual(expected)
    expect(head(english.body).ogTitle).toBe('Slow rising in the pan')
    expect(head(english.body).canonical).toBe(`${SITE}${enPath}?lang=en`)
    expect(head(english.body).description).toBe('Why a slow rise makes a lighter pizza')
  })

  it('still opens at its Italian address, and at its English title without a language', async () => {
    expect((await page(itPath)).statusCode).toBe(200)
    const english = await page(enPath)
    expect(english.statusCode).toBe(200)
    // In Italian, the page points at the Italian address.
    expect(head(english.body).canonical).toBe(SITE + itPath)
  })

  it('chooses English from the browser only for a visitor who never chose', async () => {
    const firstVisit = await page(itPath, { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' })
    expect(firstVisit.body).toContain('<html lang="en"')
    expect(head(firstVisit.body).ogTitle).toBe('Slow rising in the pan')
    const chose = await page(itPath, {
      'accept-language': 'en-GB,en;q=0.9',
      cookie: 'aula_lang=it',
    })
    expect(chose.body).toContain('<html lang="it"')
    expect(head(chose.body).ogTitle).toBe(created.title)
    // The address's language beats both.
    const asked = await page(`${itPath}?lang=it`, { cookie: 'aula_lang=en' })
    expect(head(asked.body).ogTitle).toBe(created.title)
  })

  it('lists both addresses in the sitemap with their alternates', async () => {
    const res = await get('/sitemap.xml')
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
    const links =
      `<xhtml:link rel="alternate" hreflang="it" href="${SITE}${itPath}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}${enPath}?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${itPath}"/>`
    for (const loc of [SITE + itPath, `${SITE}${enPath}?lang=en`]) {
      const entry = entries.find((e) => e.startsWith(`<loc>${loc}</loc>`))
      expect(entry, loc).toContain(links)
    }
    // A page with no English title of its own is offered in English at its own address.
    expect(res.body).toContain(`<loc>${SITE}/faq?lang=en</loc>`)
    expect(titleToSlug(created.title)).not.toBe('')
  })
})

describe('the demo school in English', () => {
  it('has some articles, topics and FAQ in English, the rest in Italian', async () => {
    const articles = (await get('/api/articles/?lang=en')).json().articles as Record<
      string,
      { languages: { title: string } }
    >
    expect(articles['The Margherita: the story of a queen of pizzas']?.languages.title).toBe('en')
    expect(articles['Le temperature del forno a legna']?.languages.title).toBe('it')
    const faqs = (await get('/api/faqs/?lang=en')).json().faqs as { question: string }[]
    expect(faqs.map((faq) => faq.question)).toContain('Can I ask for a refund?')
    const topics = (await get('/get/topics/?lang=en')).json<{ title: string }[]>()
    expect(topics.map((topic) => topic.title)).toContain('Neapolitan pizza')
  })
})
