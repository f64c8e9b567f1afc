import { describe, expect, it } from 'vitest'
import { head, href, seoApp, SITE } from '#test/fixtures/seo.ts'
import { ROBOTS_DISALLOW, SITEMAP_PAGES } from './sitemap.ts'

const { page, get, listCourses, onlineCourses, articles } = await seoApp()

describe('GET /sitemap.xml', () => {
  it('lists every public page, course, video course and article with absolute URLs', async () => {
    const courses = await listCourses()
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    const urls = [
      ...res.body.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g,
      ),
    ]
    expect(urls.length).toBe((res.body.match(/<url>/g) ?? []).length)
    const locs = new Map(urls.map((m) => [m[1]!, m[2]]))

    for (const pagePath of SITEMAP_PAGES)
      expect(locs.has(`${SITE}${pagePath}`), pagePath).toBe(true)
    const items = [
      ...Object.keys(courses).map((title) => href('/course', title)),
      ...Object.keys(onlineCourses).map((title) => href('/videocorso', title)),
      ...Object.keys(articles).map((title) => href('/articolo', title)),
    ]
    for (const item of items) {
      const lastmod = locs.get(`${SITE}${item}`)
      expect(lastmod, item).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    }
    // Each page also in English (docs/product.md#content-languages-and-urls).
    expect(locs.size).toBe(2 * (SITEMAP_PAGES.length + items.length))
    expect(locs.get(`${SITE}/corsi`)).toMatch(/^\d{4}-/)
    // A title with a colon is written the way the web app links it.
    expect(locs.has(`${SITE}/course/Impasti-indiretti%3A-biga-e-poolish`)).toBe(true)
  })

  it('points every course address at a page whose meta names that course', async () => {
    const courses = await listCourses()
    const res = await get('/sitemap.xml')
    const coursePaths = [
      ...res.body.matchAll(/<loc>http:\/\/localhost:3000(\/course\/[^<?]+)<\/loc>/g),
    ]
    expect(coursePaths.length).toBe(Object.keys(courses).length)
    for (const [, coursePath] of coursePaths) {
      const meta = head((await page(coursePath!)).body)
      expect(meta.robots, coursePath).toBeUndefined()
      expect(Object.keys(courses)).toContain(meta.ogTitle)
    }
  })
})

describe('GET /robots.txt', () => {
  it('closes private areas to crawlers and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const rule of [
      '/utente',
      '/changepassword',
      '/checkout/',
      '/pannello',
      '/aggiungi',
      '/modifica-',
      '/visualizzaclienti',
      '/invianewsletter',
      '/video/',
      '/reset-password/',
      '/verifica-registrazione/',
      // A certificate's page names its member: not for search results.
      '/attestato/',
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`)
    }
    expect(ROBOTS_DISALLOW.length).toBe(12)
    // The web app fetches /api/ to render public pages: crawlers must be able to read it.
    expect(res.body).not.toContain('Disallow: /api')
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
