import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import { CoursesAnswerSchema, CoursePaths } from '@aula/contract/courses'
import { ArticlesAnswerSchema, ArticlePaths } from '@aula/contract/articles'
import { OnlineCoursePaths, OnlineCoursesAnswerSchema } from '@aula/contract/online-courses'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp } from '#test/helper.ts'
import { ROBOTS_DISALLOW, SITEMAP_PAGES } from './sitemap.ts'

// A stand-in for the built web app: the server only needs its index.html with the marker.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="it"><head><meta charset="UTF-8"><!--app-head--></head>' +
    '<body><div id="root"></div></body></html>',
)
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const t = await buildTestApp({ WEB_DIST: webDist })
const { db } = t.deps
await seedDemo(t.deps)

const SITE = 'http://localhost:3000'

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } })

const get = (url: string) => t.app.inject({ method: 'GET', url })

/** The <head> as the browser and crawlers read it. */
function head(html: string) {
  const attr = (selector: RegExp) => {
    const match = selector.exec(html)
    return match ? decodeHtml(match[1]!) : undefined
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  return {
    title: attr(/<title>(.*?)<\/title>/s),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)">/),
    ogType: attr(/<meta property="og:type" content="([^"]*)">/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)">/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    jsonLd,
  }
}

function decodeHtml(s: string): string {
  return s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

const listCourses = async () =>
  CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json()).courses
const courses = await listCourses()
const onlineCourses = OnlineCoursesAnswerSchema.parse(
  (await get(OnlineCoursePaths.onlineCourses)).json(),
).onlinecourses
const articles = ArticlesAnswerSchema.parse((await get(ArticlePaths.articles)).json()).articles

const href = (prefix: string, title: string) =>
  `${prefix}/${encodeURIComponent(titleToSlug(title))}`

describe('page meta of a course', () => {
  const course = Object.values(courses).find((c) => c.dateMode === 'date')!

  it('names the course, describes it with its intro and shows its cover', async () => {
    const res = await page(href('/course', course.title))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toMatch(/^<!doctype html><html lang="it">/)
    const meta = head(res.body)
    expect(meta.title).toBe(`${course.title} | Aula`)
    expect(meta.ogTitle).toBe(course.title)
    expect(meta.canonical).toBe(`${SITE}${href('/course', course.title)}`)
    expect(meta.description).toBe(course.intro)
    expect(meta.ogImage).toBe(`${SITE}${course.images.cover!.url}`)
    expect(meta.robots).toBeUndefined()
  })

  it('gives one canonical address whatever case or separators the link used', async () => {
    const odd = `/course/${encodeURIComponent(course.title.toUpperCase().replace(/ /g, '%20'))}`
    const res = await page(odd.replace(/%2520/g, '%20'))
    expect(res.statusCode).toBe(200)
    expect(head(res.body).canonical).toBe(`${SITE}${href('/course', course.title)}`)
  })

  it('describes it as a schema.org Course and, being dated, as an EducationEvent', async () => {
    const { jsonLd } = head((await page(href('/course', course.title))).body)
    const schema = jsonLd.find((ld) => ld['@type'] === 'Course')!
    const url = `${SITE}${href('/course', course.title)}`
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      name: course.title,
      url,
      provider: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
      offers: [{ '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'EUR' }],
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: course.dataInizio,
          endDate: course.dateFine,
          instructor: { '@type': 'Person', name: course.author },
        },
      ],
    })
    const event = jsonLd.find((ld) => ld['@type'] === 'EducationEvent')!
    expect(event).toMatchObject({
      name: course.title,
      startDate: course.dataInizio,
      endDate: course.dateFine,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: course.location, address: course.location },
      offers: { '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'EUR', url },
      image: [`${SITE}${course.images.cover!.url}`],
    })
  })

  it('finds the course however the title is written in the address', async () => {
    const res = await page(`/course/${encodeURIComponent(course.title.toLowerCase())}`)
    expect(head(res.body).ogTitle).toBe(course.title)
  })

  it('has no Event for a course without a date', async () => {
    const tbd = Object.values(courses).find((c) => c.dateMode !== 'date')!
    const { jsonLd, title } = head((await page(href('/course', tbd.title))).body)
    expect(title).toBe(`${tbd.title} | Aula`)
    expect(jsonLd.map((ld) => ld['@type'])).toEqual(['Course'])
    expect(jsonLd[0]!.hasCourseInstance).toEqual([
      expect.not.objectContaining({ startDate: expect.anything() }),
    ])
  })

  it('escapes a hostile title everywhere in the head', async () => {
    const title = 'Corso "speciale" </script><script>alert(1)</script> & <b>pizza</b>'
    const created = new Date().toISOString()
    await db
      .insertInto('course')
      .values({
        title,
        title_key: titleKey(title),
        intro: '<img src=x onerror=alert(1)> intro "tra virgolette"',
        category_id: null,
        author_id: null,
        location: 'Roma </script>',
        description: '<p>x</p>',
        price_cents: 100,
        facilitator_price_cents: null,
        affiliate_price_cents: null,
        date_mode: 'date',
        start_date: '2027-05-01',
        end_date: '2027-05-02',
        duration: null,
        cover_id: null,
        created_at: created,
        updated_at: created,
      })
      .execute()
    const res = await page(href('/course', title))
    expect(res.statusCode).toBe(200)
    const headHtml = res.body.slice(0, res.body.indexOf('</head>'))
    expect(headHtml).not.toContain('<script>alert')
    expect(headHtml).not.toContain('<img')
    expect(headHtml).not.toContain('<b>')
    const meta = head(res.body)
    expect(meta.ogTitle).toBe(title)
    expect(meta.jsonLd).toHaveLength(2)
    for (const ld of meta.jsonLd) expect(ld.name).toBe(title)
    // Without a cover there is no image to announce.
    expect(meta.ogImage).toBeUndefined()
  })

  it('marks an unknown course noindex', async () => {
    const meta = head((await page('/course/Corso-che-non-esiste')).body)
    expect(meta.robots).toBe('noindex')
    expect(meta.jsonLd).toEqual([])
  })
})

describe('page meta of a video course and an article', () => {
  it('describes a video course as an online schema.org Course', async () => {
    const course = Object.values(onlineCourses)[0]!
    const meta = head((await page(href('/videocorso', course.title))).body)
    expect(meta.title).toBe(`${course.title} | Aula`)
    expect(meta.description).toBe(course.intro)
    expect(meta.ogImage).toBe(`${SITE}${course.images.cover!.url}`)
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: course.title,
        provider: expect.objectContaining({ name: 'Aula' }),
        hasCourseInstance: [expect.objectContaining({ courseMode: 'Online' })],
        offers: [expect.objectContaining({ price: course.price.toFixed(2) })],
      }),
    ])
  })

  it('describes an article as a schema.org Article', async () => {
    const article = Object.values(articles)[1]!
    const meta = head((await page(href('/articolo', article.title))).body)
    expect(meta.title).toBe(`${article.title} | Aula`)
    expect(meta.ogType).toBe('article')
    expect(meta.description).toBe(article.intro)
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        datePublished: article.date,
        image: [`${SITE}${article.images.cover!.url}`],
        author: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
        publisher: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
      }),
    ])
  })
})

describe('page meta of the fixed pages', () => {
  it('names each public page and describes the school on the home page', async () => {
    const home = head((await page('/')).body)
    expect(home.title).toBe('Aula')
    expect(home.description).toBeTruthy()
    expect(home.jsonLd.map((ld) => ld['@type'])).toEqual(['EducationalOrganization', 'WebSite'])

    const titles: Record<string, string> = {
      '/chisiamo': 'Chi siamo',
      '/servizi': 'Servizi',
      '/corsi': 'Corsi in presenza',
      '/videocorsi': 'Videocorsi',
      '/formatori': 'Formatori',
      '/articoli': 'Articoli',
      '/contatti': 'Contatti',
      '/calendario': 'Calendario dei corsi',
      '/faq': 'Domande frequenti',
      '/modulo': 'Richiedi informazioni',
      '/review': 'Lascia una recensione',
    }
    for (const [url, title] of Object.entries(titles)) {
      const meta = head((await page(url)).body)
      expect(meta.title, url).toBe(`${title} | Aula`)
      expect(meta.description, url).toBeTruthy()
      expect(meta.canonical).toBe(`${SITE}${url}`)
      expect(meta.robots, url).toBeUndefined()
    }
  })

  it('keeps personal, checkout, lesson and admin pages out of search results', async () => {
    for (const url of [
      '/utente',
      '/changepassword',
      '/checkout/course/Pizza-napoletana-STG',
      '/video/Pizza-napoletana-a-casa',
      '/pannello',
      '/aggiungicorso',
      '/aggiungivideocorso',
      '/modifica-corso/Pizza-napoletana-STG',
      '/modifica-faq/3',
      '/visualizzaclienti',
      '/invianewsletter',
      '/reset-password/abc',
      '/verifica-registrazione/abc',
      '/login',
      '/register',
    ]) {
      expect(head((await page(url)).body).robots, url).toBe('noindex')
    }
  })

  it('never answers 500 for an odd page address', async () => {
    for (const url of ['/course/%E0%A4%A', '/course/%00', '/articolo/', '/course/a/b', '/%']) {
      const res = await page(url)
      expect(res.statusCode, url).toBeLessThan(500)
    }
  })
})

/** What link previewers and plain HTTP clients send: no Accept, or "anything". */
const CLIENTS: { name: string; headers: Record<string, string> }[] = [
  { name: 'curl without Accept', headers: { 'user-agent': 'curl/8.5.0' } },
  { name: 'curl', headers: { 'user-agent': 'curl/8.5.0', accept: '*/*' } },
  { name: 'WhatsApp', headers: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' } },
  { name: 'Telegram', headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } },
  {
    name: 'Slack',
    headers: {
      'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      accept: '*/*',
    },
  },
  {
    name: 'Facebook',
    headers: {
      'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      accept: '*/*',
    },
  },
  { name: 'a browser', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } },
]

const as = (headers: Record<string, string>, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })

describe('the pages, whatever the request accepts', () => {
  const course = Object.values(courses).find((c) => c.dateMode === 'date')!
  const onlineCourse = Object.values(onlineCourses)[0]!
  const article = Object.values(articles)[0]!
  const items = [
    { url: href('/course', course.title), title: course.title, type: 'Course' },
    { url: href('/videocorso', onlineCourse.title), title: onlineCourse.title, type: 'Course' },
    { url: href('/articolo', article.title), title: article.title, type: 'Article' },
  ]

  it('previews a shared course, video course or article for every client', async () => {
    for (const client of CLIENTS) {
      for (const item of items) {
        const res = await as(client.headers, item.url)
        const what = `${client.name} ${item.url}`
        expect(res.statusCode, what).toBe(200)
        expect(res.headers['content-type'], what).toBe('text/html; charset=utf-8')
        const meta = head(res.body)
        expect(meta.ogTitle, what).toBe(item.title)
        expect(meta.ogImage, what).toMatch(/^http:\/\/localhost:3000\/media\/images\//)
        expect(meta.description, what).toBeTruthy()
        expect(meta.robots, what).toBeUndefined()
        expect(
          meta.jsonLd.map((ld) => ld['@type']),
          what,
        ).toContain(item.type)
      }
    }
  })

  it('serves every public page to a client that accepts anything', async () => {
    for (const url of [...SITEMAP_PAGES, '/corsi/', '/CORSI']) {
      const res = await as({ accept: '*/*' }, url)
      expect(res.statusCode, url).toBe(200)
      const meta = head(res.body)
      expect(meta.title, url).toMatch(/Aula$/)
      expect(meta.robots, url).toBeUndefined()
    }
    const list = head((await as({}, '/videocorsi')).body)
    expect(list.title).toBe('Videocorsi | Aula')
    expect(list.description).toBeTruthy()
  })

  it('serves the member, one-time-link and admin screens as unindexed pages', async () => {
    for (const url of [
      '/login',
      '/utente',
      '/checkout/course/Pizza-napoletana-STG',
      '/checkout/onlinecourse/Pizza-in-teglia',
      '/video/Pizza-napoletana-a-casa',
      '/newsletter/conferma/abc',
      '/newsletter/disiscriviti/abc',
      '/pannello',
      '/pannello/ordini',
      '/modifica-corso-online/Pizza-in-teglia',
      '/aggiungiarticolo',
    ]) {
      const res = await as({ accept: '*/*' }, url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(head(res.body).robots, url).toBe('noindex')
    }
  })

  it('answers the not-found page with 404 and noindex for a title that names nothing', async () => {
    for (const url of [
      '/course/Corso-che-non-esiste',
      '/videocorso/Videocorso-che-non-esiste',
      '/articolo/Articolo-che-non-esiste',
    ]) {
      for (const client of CLIENTS) {
        const res = await as(client.headers, url)
        expect(res.statusCode, `${client.name} ${url}`).toBe(404)
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(res.body).toContain('<div id="root"></div>')
        expect(head(res.body).robots, url).toBe('noindex')
        expect(head(res.body).ogImage, url).toBeUndefined()
      }
    }
  })

  it('answers the not-found page with 404 and noindex for an address the site does not have', async () => {
    for (const url of [
      '/whatever/unknown',
      '/pagina-che-non-esiste',
      '/corsi/altro',
      '/course/',
      '/course/a/b',
      '/checkout/abbonamento/Corso-base',
      '/index.html',
    ]) {
      for (const accept of [undefined, '*/*', 'text/html']) {
        const res = await as(accept ? { accept } : {}, url)
        expect(res.statusCode, `${url} ${accept}`).toBe(404)
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
        const meta = head(res.body)
        expect(meta.robots, url).toBe('noindex')
        expect(meta.title, url).toBe('Pagina non trovata | Aula')
      }
    }
  })

  it('keeps answering JSON for unknown API, media and asset addresses', async () => {
    for (const url of [
      '/api/unknown',
      '/api',
      '/get/unknown',
      '/media/none.webp',
      '/assets/x.js',
    ]) {
      for (const accept of [undefined, '*/*', 'text/html']) {
        const res = await as(accept ? { accept } : {}, url)
        expect(res.statusCode, url).toBe(404)
        expect(res.json(), url).toEqual({ message: 'Not found' })
      }
    }
    const post = await t.app.inject({ method: 'POST', url: '/corsi', headers: { accept: '*/*' } })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ message: 'Not found' })
  })

  it('answers HEAD with the status and headers of GET and no body', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/videocorsi', 200],
      [href('/course', course.title), 200],
      [href('/articolo', article.title), 200],
      ['/pannello', 200],
      ['/course/Corso-che-non-esiste', 404],
      ['/whatever/unknown', 404],
    ] as const) {
      const got = await as({ accept: '*/*' }, url)
      const headed = await as({ accept: '*/*' }, url, 'HEAD')
      expect(headed.statusCode, url).toBe(status)
      expect(got.statusCode, url).toBe(status)
      expect(headed.body, url).toBe('')
      expect(headed.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(headed.headers['content-length'], url).toBe(got.headers['content-length'])
    }
    const api = await as({}, '/api/unknown', 'HEAD')
    expect(api.statusCode).toBe(404)
    expect(api.body).toBe('')
  })
})

describe('GET /sitemap.xml', () => {
  it('lists every public page, course, video course and article with absolute URLs', async () => {
    const courses = await listCourses()
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const urls = [
      ...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
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
    expect(locs.size).toBe(SITEMAP_PAGES.length + items.length)
    expect(locs.get(`${SITE}/corsi`)).toMatch(/^\d{4}-/)
    // A title with a colon is written the way the web app links it.
    expect(locs.has(`${SITE}/course/Impasti-indiretti%3A-biga-e-poolish`)).toBe(true)
  })

  it('points every course address at a page whose meta names that course', async () => {
    const courses = await listCourses()
    const res = await get('/sitemap.xml')
    const coursePaths = [
      ...res.body.matchAll(/<loc>http:\/\/localhost:3000(\/course\/[^<]+)<\/loc>/g),
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
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`)
    }
    expect(ROBOTS_DISALLOW.length).toBe(11)
    // The web app fetches /api/ to render public pages: crawlers must be able to read it.
    expect(res.body).not.toContain('Disallow: /api')
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
