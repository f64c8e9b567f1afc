import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueIp } from '#test/helper.ts'
import { goodContact, goodModule, goodReview } from '#test/fixtures/contact.ts'

const t = await buildTestApp()

const long = (n: number) => 'x'.repeat(n)

/** An ISO date this many years (and days) before today. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date()
  return new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days),
  )
    .toISOString()
    .slice(0, 10)
}

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
  status: number | 'no500'
  paths?: string[]
  /** The exact message errors[] must give for the first path. */
  errorMessage?: string
}

/** What every JSON call must survive, whatever its fields. */
function bodyAbuse(url: string): Case[] {
  return [
    {
      name: 'malformed JSON',
      request: raw(url, 'application/json', '{"name": "a",'),
      status: 400,
    },
    {
      name: 'a prototype-poisoning JSON',
      request: raw(url, 'application/json', '{"__proto__": {"x": 1}}'),
      status: 400,
    },
    { name: 'an empty JSON body', request: raw(url, 'application/json', ''), status: 400 },
    { name: 'a JSON array', request: json(url, []), status: 400, paths: [''] },
    { name: 'a JSON null', request: json(url, null), status: 400, paths: [''] },
    { name: 'a JSON string', request: json(url, 'hello'), status: 400, paths: [''] },
    { name: 'a plain-text body', request: raw(url, 'text/plain', 'hello'), status: 400 },
    {
      name: 'an XML content type',
      request: raw(url, 'application/xml', '<name>a</name>'),
      status: 415,
    },
    {
      // Only the one-click unsubscribe URL reads forms; these calls stay JSON.
      name: 'a form-encoded body',
      request: raw(url, 'application/x-www-form-urlencoded', 'name=a&email=a%40b.it'),
      status: 415,
    },
    {
      name: 'a multipart body',
      request: raw(
        url,
        'multipart/form-data; boundary=XyZ',
        '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna\r\n--XyZ--\r\n',
      ),
      status: 400,
    },
    {
      name: 'a 2 MB body',
      request: json(url, { name: 'a', message: long(2 * 1024 * 1024) }),
      status: 413,
    },
  ]
}

/** Each field missing, of a wrong type, and blank. */
function missingAndWrongTypes(
  url: string,
  good: () => Record<string, unknown>,
  fields: string[],
  options: { optional?: string[] } = {},
): Case[] {
  const cases: Case[] = []
  for (const field of fields) {
    if (!options.optional?.includes(field)) {
      const body = good()
      delete body[field]
      cases.push({
        name: `${field} missing`,
        request: json(url, body),
        status: 400,
        paths: [field],
      })
    }
    for (const [label, value] of [
      ['null', null],
      ['an object', { a: 1 }],
      ['an array', ['a']],
      ['a boolean', false],
    ] as const) {
      cases.push({
        name: `${field} as ${label}`,
        request: json(url, { ...good(), [field]: value }),
        status: 400,
        paths: [field],
      })
    }
  }
  return cases
}

function blanks(url: string, good: () => Record<string, unknown>, fields: string[]): Case[] {
  return fields.flatMap((field) => [
    {
      name: `${field} empty`,
      request: json(url, { ...good(), [field]: '' }),
      status: 400,
      paths: [field],
    },
    {
      name: `${field} only spaces`,
      request: json(url, { ...good(), [field]: '   \n ' }),
      status: 400,
      paths: [field],
    },
  ])
}

function tooLong(url: string, good: () => Record<string, unknown>, limits: Record<string, number>) {
  return Object.entries(limits).map(([field, max]) => ({
    name: `${field} longer than ${max}`,
    request: json(url, { ...good(), [field]: long(max + 1) }),
    status: 400,
    paths: [field],
  }))
}

const field = (
  url: string,
  good: () => Record<string, unknown>,
  name: string,
  key: string,
  value: unknown,
  status: Case['status'] = 400,
): Case => ({
  name,
  request: json(url, { ...good(), [key]: value }),
  status,
  paths: status === 400 ? [key] : undefined,
})

const CONTACT = '/api/contact/'
const MODULE = '/api/module/'
const REVIEW = '/api/review/'

const contactFields = ['name', 'email', 'phoneNumber', 'gender', 'statoLavorativo', 'message']
const moduleFields = [
  'name',
  'surname',
  'email',
  'birth_date',
  'city',
  'phonenumber',
  'interested_in',
  'objective',
  'spending',
  'message',
  'accept_terms',
]
const moduleTexts = [
  'name',
  'surname',
  'email',
  'birth_date',
  'city',
  'phonenumber',
  'interested_in',
  'objective',
  'message',
]

const acceptTerms = 'You must accept the terms and conditions.'

const cases: Case[] = [
  ...bodyAbuse(CONTACT).map((c) => ({ ...c, name: `contact: ${c.name}` })),
  ...bodyAbuse(MODULE).map((c) => ({ ...c, name: `module: ${c.name}` })),
  ...bodyAbuse(REVIEW).map((c) => ({ ...c, name: `review: ${c.name}` })),

  // Contact, variant A: all six fields required.
  ...[
    ...missingAndWrongTypes(CONTACT, goodContact, contactFields),
    ...blanks(CONTACT, goodContact, contactFields),
    ...tooLong(CONTACT, goodContact, {
      name: 120,
      phoneNumber: 30,
      message: 5000,
    }),
    field(CONTACT, goodContact, 'e-mail too long', 'email', `${long(250)}@example.com`),
    field(CONTACT, goodContact, 'not an e-mail', 'email', 'giulia.example.com'),
    field(CONTACT, goodContact, 'e-mail without a domain', 'email', 'giulia@'),
    field(CONTACT, goodContact, 'e-mail without a name', 'email', '@example.com'),
    field(CONTACT, goodContact, 'e-mail as a number', 'email', 42),
    field(CONTACT, goodContact, 'phone of letters', 'phoneNumber', 'chiamami'),
    field(CONTACT, goodContact, 'phone with letters', 'phoneNumber', '+39 333 abc 4567'),
    field(CONTACT, goodContact, 'phone too short', 'phoneNumber', '12345'),
    field(CONTACT, goodContact, 'phone of 16 digits', 'phoneNumber', '1234567890123456'),
    field(CONTACT, goodContact, 'phone as a number', 'phoneNumber', 3331234567),
    field(CONTACT, goodContact, 'unknown gender', 'gender', 'maschio'),
    field(CONTACT, goodContact, 'gender in capitals', 'gender', 'UOMO'),
    field(CONTACT, goodContact, 'unknown work status', 'statoLavorativo', 'studente'),
    field(CONTACT, goodContact, 'a NUL character', 'message', 'ciao\u0000', 'no500'),
  ].map((c) => ({ ...c, name: `contact: ${c.name}` })),

  // Information request, variant B: all fields required and the terms ticked.
  ...[
    ...missingAndWrongTypes(MODULE, goodModule, moduleFields),
    ...blanks(MODULE, goodModule, moduleTexts),
    ...tooLong(MODULE, goodModule, {
      name: 120,
      surname: 120,
      city: 120,
      phonenumber: 30,
      interested_in: 200,
      objective: 1000,
      message: 5000,
    }),
    field(MODULE, goodModule, 'not an e-mail', 'email', 'luca-at-example.com'),
    field(MODULE, goodModule, 'phone of letters', 'phonenumber', 'zero otto uno'),
    field(MODULE, goodModule, 'birth date in the future', 'birth_date', '2999-01-01'),
    field(MODULE, goodModule, 'birth date tomorrow', 'birth_date', yearsAgo(0, -1)),
    field(MODULE, goodModule, 'birth date today', 'birth_date', yearsAgo(0)),
    field(MODULE, goodModule, 'aged 13', 'birth_date', yearsAgo(14, -1)),
    field(MODULE, goodModule, 'aged 111', 'birth_date', yearsAgo(111)),
    field(MODULE, goodModule, 'birth date in Italian format', 'birth_date', '23/04/1995'),
    field(MODULE, goodModule, 'birth date without zeros', 'birth_date', '1995-4-3'),
    field(MODULE, goodModule, 'birth date 30 February', 'birth_date', '1996-02-30'),
    field(MODULE, goodModule, 'birth date with a time', 'birth_date', '1995-04-23T10:00:00Z'),
    field(MODULE, goodModule, 'birth date as words', 'birth_date', 'ieri'),
    field(MODULE, goodModule, 'birth date as a number', 'birth_date', 19950423),
    field(MODULE, goodModule, 'negative budget', 'spending', -1),
    field(MODULE, goodModule, 'negative budget as text', 'spending', '-5'),
    field(MODULE, goodModule, 'budget of letters', 'spending', 'abc'),
    field(MODULE, goodModule, 'budget with cents', 'spending', 2.5),
    field(MODULE, goodModule, 'budget with cents as text', 'spending', '2.5'),
    field(MODULE, goodModule, 'budget empty', 'spending', ''),
    field(MODULE, goodModule, 'budget too big', 'spending', 10_000_001),
    field(MODULE, goodModule, 'budget of 1e21', 'spending', 1e21),
    field(MODULE, goodModule, 'budget with ten digits', 'spending', '1234567890'),
    ...[
      ['false', false],
      ['the string "true"', 'true'],
      ['1', 1],
      ['null', null],
    ].map(([label, value]) => ({
      ...field(MODULE, goodModule, `accept_terms ${String(label)}`, 'accept_terms', value),
      errorMessage: acceptTerms,
    })),
    (() => {
      const body: Record<string, unknown> = goodModule()
      delete body.accept_terms
      return {
        name: 'accept_terms missing',
        request: json(MODULE, body),
        status: 400,
        paths: ['accept_terms'],
        errorMessage: acceptTerms,
      }
    })(),
  ].map((c) => ({ ...c, name: `module: ${c.name}` })),

  // Review: name, rating (1 to 5) and comment.
  ...[
    ...missingAndWrongTypes(REVIEW, goodReview, ['name', 'review', 'rating'], {
      optional: ['rating'],
    }),
    ...blanks(REVIEW, goodReview, ['name', 'review']),
    ...tooLong(REVIEW, goodReview, { name: 80, review: 2000 }),
    field(REVIEW, goodReview, 'rating 0', 'rating', 0),
    field(REVIEW, goodReview, 'rating 6', 'rating', 6),
    field(REVIEW, goodReview, 'rating -1', 'rating', -1),
    field(REVIEW, goodReview, 'rating 2.5', 'rating', 2.5),
    field(REVIEW, goodReview, 'rating "abc"', 'rating', 'abc'),
    field(REVIEW, goodReview, 'rating "6"', 'rating', '6'),
    field(REVIEW, goodReview, 'rating "4.5"', 'rating', '4.5'),
    field(REVIEW, goodReview, 'rating empty', 'rating', ''),
  ].map((c) => ({ ...c, name: `review: ${c.name}` })),
]

describe('bad input never stores anything and never fails with 500', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await t.app.inject({ ...c.request, remoteAddress: uniqueIp() })
    if (c.status === 'no500') {
      expect(res.statusCode).toBeLessThan(500)
    } else {
      expect(res.statusCode).toBe(c.status)
    }
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json()
    expect(body.message).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
    if (c.paths) {
      const paths = (body.errors as { path: string }[]).map((e) => e.path)
      for (const path of c.paths) expect(paths).toContain(path)
    }
    if (c.errorMessage) {
      const error = (body.errors as { path: string; message: string }[]).find(
        (e) => e.path === c.paths![0],
      )
      expect(error?.message).toBe(c.errorMessage)
    }
  })

  it('left no rows behind', async () => {
    const db = t.deps.db
    const contacts = await db.selectFrom('contact_message').select(['message']).execute()
    // Only the NUL case may be stored, on the engine that accepts it.
    expect(contacts.every((r) => r.message === 'ciao\u0000')).toBe(true)
    expect(await db.selectFrom('information_request').select('id').execute()).toHaveLength(0)
    expect(await db.selectFrom('review').select('id').execute()).toHaveLength(0)
  })
})
