import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CoursePaths, CoursesAnswerSchema } from '@aula/contract/courses'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp } from '#test/helper.ts'
import { href } from '#test/fixtures/seo.ts'

/*
 * The server's side of the rendered public pages: a stand-in of the web app's server bundle
 * (apps/web/dist-ssr) reads the course list through the fetch the server gives it and
 * renders the titles; the browser journeys check the real bundle.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-ssr-'))
const webDist = path.join(root, 'dist')
fs.mkdirSync(webDist)
fs.mkdirSync(path.join(root, 'dist-ssr'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="it"><head><!--app-head-->\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n  </head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
)
fs.writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `export async function render({ url, language, fetchJson, sanitizeHtml }) {
    if (url.includes('/faq')) throw new Error('this page cannot render')
    const answer = await fetchJson(new URL(${JSON.stringify(CoursePaths.courses)}, url))
    const { courses } = await answer.json()
    const titles = Object.values(courses).map((course) => '<h2>' + course.title + '</h2>')
    return {
      head: '<link rel="preload" href="/cover.webp" as="image"/>',
      html: '<main data-language="' + language + '">' + titles.join('') +
        sanitizeHtml('<p>kept</p><script>dropped()</script>') + '</main>',
      state: '<script type="application/json" id="aula-state">{"asked":' +
        JSON.stringify(new URL(url).pathname) + '}</script>',
    }
  }\n`,
)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const t = await buildTestApp({ WEB_DIST: webDist })
await seedDemo(t.deps)
afterAll(() => t.close())

const page = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  })

const courses = Object.values(
  CoursesAnswerSchema.parse((await t.app.inject({ url: CoursePaths.courses })).json()).courses,
)

describe('server-rendered public pages', () => {
  it('carry their content, read from the API, and the state the browser starts from', async () => {
    const res = await page('/corsi?categoria=Pizza')
    expect(res.statusCode).toBe(200)
    expect(courses.length).toBeGreaterThan(0)
    for (const course of courses) expect(res.body).toContain(`<h2>${course.title}</h2>`)
    expect(res.body).toContain(
      '<script type="application/json" id="aula-state">{"asked":"/corsi"}</script>',
    )
    // What the page asked to fetch early is in the head, where the browser finds it first.
    const preload = res.body.indexOf('<link rel="preload" href="/cover.webp" as="image"/>')
    expect(preload).toBeGreaterThan(0)
    expect(preload).toBeLessThan(res.body.indexOf('</head>'))
    // The content sits in the root element, before the app's script.
    expect(res.body.indexOf('<div id="root"><main')).toBeGreaterThan(0)
    expect(res.body.indexOf('id="aula-state"')).toBeLessThan(res.body.indexOf('/assets/index.js'))
    // The content shows before the start-up scripts are fetched: they are not hinted early.
    expect(res.body).not.toContain('modulepreload')
    // Rich text is cleaned by the server's own rules where the web's cleaner has no DOM.
    expect(res.body).toContain('<p>kept</p>')
    expect(res.body).not.toContain('dropped()')
  })

  it('are in Italian unless the visitor chose English, and say so in <html lang>', async () => {
    const italian = await page('/corsi')
    expect(italian.body).toMatch(/<html lang="it">/)
    expect(italian.body).toContain('data-language="it"')
    const english = await page('/corsi', 'aula_lang=en')
    expect(english.body).toMatch(/<html lang="en">/)
    expect(english.body).toContain('data-language="en"')
    const unknown = await page('/corsi', 'aula_lang=fr')
    expect(unknown.body).toMatch(/<html lang="it">/)
  })

  it('render a course page, and leave a course that does not exist to the browser with 404', async () => {
    const known = await page(href('/course', courses[0]!.title))
    expect(known.statusCode).toBe(200)
    expect(known.body).toContain('id="aula-state"')
    const unknown = await page('/course/no-such-course')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('<div id="root"></div>')
    expect(unknown.body).not.toContain('id="aula-state"')
  })

  it('render the not-found page of an unknown address with 404', async () => {
    const res = await page('/no-such-page')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('id="aula-state"')
    expect(res.body).toMatch(/<meta name="robots" content="noindex">/)
  })

  it('leave member, sign-in and checkout screens to the browser', async () => {
    for (const url of ['/utente', '/login', '/checkout/course/x', '/pannello']) {
      const res = await page(url)
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).not.toContain('id="aula-state"')
      expect(res.body, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      )
    }
  })

  it('fall back to the empty page the browser renders when rendering fails', async () => {
    const res = await page('/faq')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('/assets/index.js')
  })
})
