import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueEmail, uniqueIp } from '#test/helper.ts'

const t = await buildTestApp()

const long = (n: number) => 'x'.repeat(n)

const raw = (url: string, contentType: string, payload: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': contentType },
  payload,
})

const json = (url: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
})

interface Case {
  name: string
  request: InjectOptions
  status: number
  paths?: string[]
}

function bodyAbuse(url: string): Case[] {
  return [
    { name: 'malformed JSON', request: raw(url, 'application/json', '{"email":'), status: 400 },
    {
      name: 'a prototype-poisoning JSON',
      request: raw(url, 'application/json', '{"__proto__": {"x": 1}}'),
      status: 400,
    },
    { name: 'an empty JSON body', request: raw(url, 'application/json', ''), status: 400 },
    { name: 'a JSON array', request: json(url, []), status: 400, paths: [''] },
    { name: 'a JSON null', request: json(url, null), status: 400, paths: [''] },
    { name: 'a plain-text body', request: raw(url, 'text/plain', 'hello'), status: 400 },
    { name: 'an XML body', request: raw(url, 'application/xml', '<a/>'), status: 415 },
    {
      name: 'a form-encoded body',
      request: raw(url, 'application/x-www-form-urlencoded', 'email=a%40b.it&token=x'),
      status: 415,
    },
    { name: 'a 2 MB body', request: json(url, { token: long(2 * 1024 * 1024) }), status: 413 },
  ].map((c) => ({ ...c, name: `${url}: ${c.name}` }))
}

const SUBSCRIBE = '/api/subscribe/'
const CONFIRM = '/api/newsletter/confirm'
const UNSUBSCRIBE = '/api/newsletter/unsubscribe'

const tokenCases = (url: string): Case[] =>
  [
    { name: 'token missing', request: json(url, {}), status: 400, paths: ['token'] },
    { name: 'token empty', request: json(url, { token: '' }), status: 400, paths: ['token'] },
    { name: 'token spaces', request: json(url, { token: '   ' }), status: 400, paths: ['token'] },
    {
      name: 'token too long',
      request: json(url, { token: long(201) }),
      status: 400,
      paths: ['token'],
    },
    { name: 'token a number', request: json(url, { token: 42 }), status: 400, paths: ['token'] },
    { name: 'token null', request: json(url, { token: null }), status: 400, paths: ['token'] },
    {
      name: 'token an object',
      request: json(url, { token: { $ne: '' } }),
      status: 400,
      paths: ['token'],
    },
    { name: 'unknown token', request: json(url, { token: 'nope' }), status: 400 },
  ].map((c) => ({ ...c, name: `${url}: ${c.name}` }))

const email = (value: unknown, name: string): Case => ({
  name: `${SUBSCRIBE}: ${name}`,
  request: json(SUBSCRIBE, { email: value }),
  status: 400,
  paths: ['email'],
})

const cases: Case[] = [
  ...bodyAbuse(SUBSCRIBE),
  ...bodyAbuse(CONFIRM),
  ...bodyAbuse(UNSUBSCRIBE),
  {
    name: `${SUBSCRIBE}: email missing`,
    request: json(SUBSCRIBE, {}),
    status: 400,
    paths: ['email'],
  },
  email('', 'email empty'),
  email('   ', 'email spaces'),
  email('not-an-email', 'not an e-mail'),
  email('anna@', 'e-mail without a domain'),
  email('@example.com', 'e-mail without a name'),
  email('anna rossi@example.com', 'e-mail with a space'),
  email(`${long(250)}@example.com`, 'e-mail too long'),
  email(42, 'e-mail a number'),
  email(null, 'e-mail null'),
  email(['a@b.it'], 'e-mail an array'),
  {
    name: `${SUBSCRIBE}: unknown language`,
    request: json(SUBSCRIBE, { email: uniqueEmail('lang'), language: 'fr' }),
    status: 400,
    paths: ['language'],
  },
  ...tokenCases(CONFIRM),
  ...tokenCases(UNSUBSCRIBE),
  {
    name: 'one-click: token too long',
    request: raw(
      `/api/newsletter/unsubscribe/${long(201)}`,
      'application/x-www-form-urlencoded',
      'List-Unsubscribe=One-Click',
    ),
    status: 400,
    paths: ['token'],
  },
  {
    name: 'one-click: a broken %-encoding',
    request: raw(
      '/api/newsletter/unsubscribe/%E0%A4%A',
      'application/x-www-form-urlencoded',
      'List-Unsubscribe=One-Click',
    ),
    status: 400,
  },
  {
    name: 'one-click: a form body over 16 kB',
    request: raw(
      '/api/newsletter/unsubscribe/abc',
      'application/x-www-form-urlencoded',
      `List-Unsubscribe=One-Click&x=${long(17 * 1024)}`,
    ),
    status: 413,
  },
  {
    name: 'one-click: a malformed multipart body',
    request: raw(
      '/api/newsletter/unsubscribe/abc',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="List-Unsub',
    ),
    status: 400,
  },
  {
    name: 'one-click: a multipart file',
    request: raw(
      '/api/newsletter/unsubscribe/abc',
      'multipart/form-data; boundary=XyZ',
      [
        '--XyZ',
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        '--XyZ',
        'Content-Disposition: form-data; name="f"; filename="a.txt"',
        'Content-Type: text/plain',
        '',
        'hello',
        '--XyZ--',
        '',
      ].join('\r\n'),
    ),
    status: 413,
  },
  {
    name: 'one-click: multipart with many fields',
    request: raw(
      '/api/newsletter/unsubscribe/abc',
      'multipart/form-data; boundary=XyZ',
      Array.from(
        { length: 12 },
        (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
      ).join('') + '--XyZ--\r\n',
    ),
    status: 413,
  },
  {
    name: 'one-click: multipart without a boundary',
    request: raw('/api/newsletter/unsubscribe/abc', 'multipart/form-data', 'x'),
    status: 400,
  },
]

describe('bad input never subscribes anyone and never fails with 500', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await t.app.inject({ ...c.request, remoteAddress: uniqueIp() })
    expect(res.statusCode).toBe(c.status)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json()
    expect(body.message).toEqual(expect.any(String))
    if (c.paths) {
      const paths = (body.errors as { path: string }[]).map((e) => e.path)
      for (const path of c.paths) expect(paths).toContain(path)
    }
  })

  it('left no subscriber and sent no mail', async () => {
    expect(await t.deps.db.selectFrom('newsletter_subscriber').select('id').execute()).toHaveLength(
      0,
    )
    expect(t.outbox()).toHaveLength(0)
  })
})
