import { describe, expect, it } from 'vitest'
import { head, href, seoApp } from '#test/fixtures/seo.ts'
import { SITEMAP_PAGES } from './sitemap.ts'

const { t, courses, onlineCourses, articles } = await seoApp()

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
