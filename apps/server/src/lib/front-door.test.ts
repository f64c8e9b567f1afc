import fs from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { CoursePaths } from '@aula/contract/courses'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp, loginAs } from '#test/helper.ts'
import { cookieValue } from './front-door.ts'

/*
 * The front door (docs/architecture.md#front-door): answers ready as bytes (hashed assets,
 * kept public reads and pages) are written before Fastify sees the request, exactly as
 * Fastify's own routes would write them; whatever it does not hold, or may not give to this
 * caller, goes on to Fastify.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-door-'))
const webDist = path.join(root, 'dist')
fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true })
fs.mkdirSync(path.join(root, 'dist-ssr'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="it"><head><!--app-head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-Ab12.js"></script></body></html>',
)
const script = Buffer.from(`export const lines = [${'"una riga",'.repeat(300)}]\n`)
fs.writeFileSync(path.join(webDist, 'assets', 'index-Ab12.js'), script)
fs.writeFileSync(path.join(webDist, 'assets', 'index-Ab12.js.br'), zlib.brotliCompressSync(script))
fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), renderer())
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** A stand-in of the web app's server bundle: the course titles, in the page's language. */
function renderer() {
  return `export async function render({ url, language, fetchJson }) {
    const answer = await fetchJson(new URL(${JSON.stringify(CoursePaths.courses)}, url))
    const { courses } = await answer.json()
    const titles = Object.values(courses).map((course) => '<h2>' + course.title + '</h2>')
    return { head: '', html: '<main data-language="' + language + '">' + titles.join('') + '</main>', state: '' }
  }\n`
}

interface Line {
  msg?: string
  reqId?: string
  url?: string
  status?: number
}
const lines: Line[] = []
const t = await buildTestApp(
  { WEB_DIST: webDist },
  { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
)
await seedDemo(t.deps)
await t.app.listen({ host: '127.0.0.1', port: 0 })
const port = (t.app.server.address() as net.AddressInfo).port
afterAll(() => t.close())

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** A request over a real connection, its answer as bytes (nothing decompressed). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

/** The same request through Fastify's routes (no front door on that path). */
async function viaRoutes(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await t.app.inject({ method: method as 'GET', url, headers })
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload }
}

/** Headers a client sees, but the connection's own (date, keep-alive). */
function comparable(headers: Record<string, unknown>) {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    // The request id is each request's own (the door's `kept-N`, Fastify's other ids).
    if (!['date', 'connection', 'keep-alive', 'x-request-id'].includes(name)) {
      out[name] = String(value)
    }
  }
  return out
}

/**
 * Asks until the door sends the answer, at most three times (the first may produce it, and
 * on a slow machine the cache's once-a-second look at the content version may fall between
 * two asks), and says whether it did.
 */
async function atTheDoor(url: string, headers: Record<string, string> = {}, method = 'GET') {
  let answer = await get(url, headers, method)
  for (let ask = 0; ask < 3; ask++) {
    const before = t.app.frontDoor.count
    answer = await get(url, headers, method)
    if (t.app.frontDoor.count === before + 1) return { answer, byDoor: true }
  }
  return { answer, byDoor: false }
}

const BR = { 'accept-encoding': 'gzip, deflate, br' }

describe('answers the front door sends', () => {
  it('sends a hashed asset, brotli and plain, as the route does', async () => {
    for (const headers of [BR, {}]) {
      const { answer, byDoor } = await atTheDoor('/assets/index-Ab12.js', headers)
      expect(byDoor).toBe(true)
      const routed = await viaRoutes('/assets/index-Ab12.js', headers)
      expect(answer.status).toBe(200)
      expect(comparable(answer.headers)).toEqual(comparable(routed.headers))
      expect(answer.body.equals(routed.body)).toBe(true)
    }
    const plain = await get('/assets/index-Ab12.js')
    expect(plain.body.equals(script)).toBe(true)
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'")
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 304 to a browser holding the copy, and HEAD with no body', async () => {
    const first = await get('/assets/index-Ab12.js', BR)
    const { answer, byDoor } = await atTheDoor('/assets/index-Ab12.js', {
      ...BR,
      'if-none-match': first.headers.etag!,
    })
    expect(byDoor).toBe(true)
    expect(answer.status).toBe(304)
    expect(answer.body.length).toBe(0)
    const head = await atTheDoor('/assets/index-Ab12.js', BR, 'HEAD')
    expect(head.byDoor).toBe(true)
    expect(head.answer.body.length).toBe(0)
    expect(head.answer.headers['content-length']).toBe(first.headers['content-length'])
  })

  it('sends a kept public read as the route does, and logs one line for it', async () => {
    const { answer, byDoor } = await atTheDoor(CoursePaths.courses, BR)
    expect(byDoor).toBe(true)
    const routed = await viaRoutes(CoursePaths.courses, BR)
    expect(answer.status).toBe(200)
    expect(comparable(answer.headers)).toEqual(comparable(routed.headers))
    expect(answer.body.equals(routed.body)).toBe(true)
    const text = zlib.brotliDecompressSync(answer.body).toString()
    expect(Object.keys((JSON.parse(text) as { courses: object }).courses).length).toBeGreaterThan(0)
    const line = lines.findLast((l) => l.msg === 'request' && l.reqId?.startsWith('kept-'))
    expect(line).toMatchObject({ url: CoursePaths.courses, status: 200 })
  })

  it('keeps each form of a kept read apart: its length, its 304, its encoding', async () => {
    const br = await atTheDoor(CoursePaths.courses, BR)
    const etag = br.answer.headers.etag!
    const asked: { headers: Record<string, string>; status: number; encoding?: string }[] = [
      { headers: BR, status: 200, encoding: 'br' },
      { headers: { ...BR, 'if-none-match': etag }, status: 304, encoding: undefined },
      { headers: {}, status: 200, encoding: undefined },
      { headers: { 'if-none-match': etag }, status: 200, encoding: undefined },
      { headers: BR, status: 200, encoding: 'br' },
    ]
    for (const { headers, status, encoding } of asked) {
      const { answer, byDoor } = await atTheDoor(CoursePaths.courses, headers)
      expect(byDoor).toBe(true)
      expect(answer.status).toBe(status)
      expect(answer.headers['content-encoding']).toBe(encoding)
      if (status === 304) {
        expect(answer.headers['content-length']).toBeUndefined()
        expect(answer.body.length).toBe(0)
      } else {
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
        const text = encoding ? zlib.brotliDecompressSync(answer.body) : answer.body
        expect(JSON.parse(text.toString())).toHaveProperty('courses')
      }
    }
  })

  it('sends a kept page in the language its cookie chooses', async () => {
    for (const [cookie, language] of [
      [undefined, 'it'],
      ['aula_lang=en', 'en'],
    ] as const) {
      const headers: Record<string, string> = cookie ? { cookie } : {}
      const { answer, byDoor } = await atTheDoor('/corsi', headers)
      expect(byDoor).toBe(true)
      expect(answer.body.toString()).toContain(`data-language="${language}"`)
      const routed = await viaRoutes('/corsi', headers)
      expect(comparable(answer.headers)).toEqual(comparable(routed.headers))
      expect(answer.body.equals(routed.body)).toBe(true)
    }
  })
})

describe('requests that go on to Fastify', () => {
  it('leaves a signed-in caller of a read whose answer may be theirs to the handler', async () => {
    const list = await viaRoutes(CoursePaths.courses)
    const slug = Object.keys((JSON.parse(list.body.toString()) as { courses: object }).courses)[0]!
    const url = CoursePaths.course(slug)
    const guest = await atTheDoor(url)
    expect(guest.byDoor).toBe(true)
    expect(lines.at(-1)).toMatchObject({ url: '/api/course/:title', status: 200 })
    const user = await loginAs(t)
    const before = t.app.frontDoor.count
    const answer = await get(url, { cookie: `aula_session=${user.token}` })
    expect(answer.status).toBe(200)
    expect(t.app.frontDoor.count).toBe(before)
    expect((await get(url, { authorization: `Bearer ${user.token}` })).status).toBe(200)
    expect(t.app.frontDoor.count).toBe(before)
  })

  it('leaves writes, unknown addresses and queries it never saw to the routes', async () => {
    const before = t.app.frontDoor.count
    expect((await get('/assets/missing-Zz99.js')).status).toBe(404)
    expect((await get(`${CoursePaths.courses}?page=1&fields=lean`)).status).toBe(200)
    expect((await get('/assets/index-Ab12.js', {}, 'POST')).status).toBe(404)
    expect(t.app.frontDoor.count).toBe(before)
  })
})

describe('cookieValue', () => {
  it('reads a cookie as the cookie plugin does', () => {
    expect(cookieValue('a=1; aula_lang=en; b=2', 'aula_lang')).toBe('en')
    expect(cookieValue('aula_lang="en"', 'aula_lang')).toBe('en')
    expect(cookieValue('aula_lang=%65n', 'aula_lang')).toBe('en')
    expect(cookieValue('aula_lang=en; aula_lang=it', 'aula_lang')).toBe('en')
    expect(cookieValue('xaula_lang=en', 'aula_lang')).toBeUndefined()
    expect(cookieValue(undefined, 'aula_lang')).toBeUndefined()
  })
})
